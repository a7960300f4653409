//! A server-wide memory budget: every buffer a client can make the server
//! hold — frame bodies as they arrive, loaded series, streaming rings, a
//! sweep's working arrays, reply copies — is charged here before it is
//! allocated, so no number of clients can talk the server past its limit.
//!
//! A [`Charge`] is a claim on the budget that is returned when dropped; it
//! can grow and shrink with the allocation it stands for. A claim that would
//! pass the limit is refused with [`ErrorCode::MemoryBudget`], and nothing is
//! allocated for it.

use crate::{ErrorCode, ProtocolError};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Bytes the server may hold on behalf of its clients, and how many it does.
#[derive(Debug)]
pub struct Budget {
    limit: usize,
    used: AtomicUsize,
}

impl Budget {
    pub fn new(limit: usize) -> Arc<Budget> {
        Arc::new(Budget {
            limit,
            used: AtomicUsize::new(0),
        })
    }

    /// A budget that never refuses (tests, single-request tools).
    pub fn unlimited() -> Arc<Budget> {
        Budget::new(usize::MAX)
    }

    pub fn limit(&self) -> usize {
        self.limit
    }

    /// Bytes claimed now, across every connection.
    pub fn used(&self) -> usize {
        self.used.load(Ordering::SeqCst)
    }

    /// An empty claim that can grow later.
    pub fn empty(self: &Arc<Self>) -> Charge {
        Charge {
            budget: Arc::clone(self),
            bytes: 0,
        }
    }

    /// Claims `bytes` for `what` (named in the refusal), or refuses.
    pub fn charge(self: &Arc<Self>, bytes: usize, what: &str) -> Result<Charge, ProtocolError> {
        let mut c = self.empty();
        c.resize(bytes, what)?;
        Ok(c)
    }

    fn take(&self, bytes: usize, what: &str) -> Result<(), ProtocolError> {
        let mut used = self.used.load(Ordering::SeqCst);
        loop {
            let after = used.checked_add(bytes).filter(|&a| a <= self.limit);
            let Some(after) = after else {
                return Err(ProtocolError::new(
                    ErrorCode::MemoryBudget,
                    format!(
                        "{what} needs {bytes} bytes, but the engine's memory budget of {} bytes \
                         (--max-memory) has {} left; nothing was allocated — retry later or send less",
                        self.limit,
                        self.limit.saturating_sub(used)
                    ),
                ));
            };
            match self
                .used
                .compare_exchange_weak(used, after, Ordering::SeqCst, Ordering::SeqCst)
            {
                Ok(_) => return Ok(()),
                Err(now) => used = now,
            }
        }
    }

    fn give_back(&self, bytes: usize) {
        self.used.fetch_sub(bytes, Ordering::SeqCst);
    }
}

/// A claim on a [`Budget`], returned when dropped.
#[derive(Debug)]
pub struct Charge {
    budget: Arc<Budget>,
    bytes: usize,
}

impl Charge {
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// Makes the claim exactly `bytes`: growing may be refused (the claim
    /// is then unchanged), shrinking never is.
    pub fn resize(&mut self, bytes: usize, what: &str) -> Result<(), ProtocolError> {
        if bytes > self.bytes {
            self.budget.take(bytes - self.bytes, what)?;
        } else {
            self.budget.give_back(self.bytes - bytes);
        }
        self.bytes = bytes;
        Ok(())
    }
}

impl Drop for Charge {
    fn drop(&mut self) {
        self.budget.give_back(self.bytes);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_add_up_and_are_returned_on_drop() {
        let b = Budget::new(100);
        let a = b.charge(60, "a").unwrap();
        let err = b.charge(41, "b").unwrap_err();
        assert_eq!(err.code, ErrorCode::MemoryBudget);
        assert!(err.reason.contains("b needs 41 bytes") && err.reason.contains("40 left"));
        let c = b.charge(40, "c").unwrap();
        assert_eq!(b.used(), 100);
        drop(a);
        drop(c);
        assert_eq!(b.used(), 0);
    }

    #[test]
    fn a_refused_growth_leaves_the_claim_as_it_was() {
        let b = Budget::new(100);
        let mut c = b.charge(10, "x").unwrap();
        assert!(c.resize(200, "x").is_err());
        assert_eq!((c.bytes(), b.used()), (10, 10));
        c.resize(90, "x").unwrap();
        c.resize(5, "x").unwrap();
        assert_eq!(b.used(), 5);
    }

    #[test]
    fn overflowing_claims_are_refused_not_wrapped() {
        let b = Budget::unlimited();
        let _a = b.charge(usize::MAX - 1, "a").unwrap();
        assert!(b.charge(2, "b").is_err());
    }

    #[test]
    fn concurrent_claims_never_pass_the_limit() {
        let b = Budget::new(1000);
        std::thread::scope(|s| {
            for _ in 0..4 {
                s.spawn(|| {
                    for _ in 0..10_000 {
                        if let Ok(c) = b.charge(7, "t") {
                            assert!(b.used() <= 1000);
                            drop(c);
                        }
                    }
                });
            }
        });
        assert_eq!(b.used(), 0);
    }
}
