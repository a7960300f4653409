//! The compute pool's bound: at most `--workers` sweeps compute at once.
//!
//! A connection is served on a thread while it is busy (and on none while
//! it is idle: [`crate::park`]), but a sweep's compute first takes one of
//! `workers` places here, first come first served. Without the bound, 50
//! clients sweeping at once on 2 cores run 50 sweeps time-sliced: each one
//! finishes about as late as the last, and all 50 working arrays are held
//! together, so the memory budget refuses clients that would have fitted
//! one after another. With it, a sweep waits its turn holding no working
//! memory (it is charged once the sweep has its place), and the reply's
//! handling time includes the wait while its compute time does not.
//!
//! Only sweeps take a place: a streaming bar is microseconds and an echo
//! or a load is a copy, so they never wait behind a sweep.

use std::sync::PoisonError;

// std's, or loom's in the models at the end of this file (`sync` says why).
use crate::sync::{Condvar, Mutex};

/// Places for sweeps' compute, handed out in arrival order.
#[derive(Debug)]
pub struct Workers {
    /// `None`: unbounded (one client on stdin, tests, the fuzzers).
    tickets: Option<Mutex<Tickets>>,
    turn: Condvar,
}

/// A ticket may compute once it is below `admitted`; every place given
/// back admits one more.
#[derive(Debug)]
struct Tickets {
    next: u64,
    admitted: u64,
}

/// One place, given back when dropped (also when the kernel panics).
#[must_use = "the place is given back when this is dropped"]
pub struct Place<'a> {
    workers: &'a Workers,
    /// Its ticket, for the model to check the order (`None`: unbounded).
    #[cfg(all(test, feature = "loom"))]
    ticket: Option<u64>,
}

impl Workers {
    /// `places` sweeps at once (at least one).
    pub fn new(places: usize) -> Self {
        Workers {
            tickets: Some(Mutex::new(Tickets {
                next: 0,
                admitted: places.max(1) as u64,
            })),
            turn: Condvar::new(),
        }
    }

    /// No bound: every sweep computes at once.
    pub fn unbounded() -> Self {
        Workers {
            tickets: None,
            turn: Condvar::new(),
        }
    }

    /// Waits for a place, behind every caller that asked before.
    pub fn place(&self) -> Place<'_> {
        let _ticket = self.tickets.as_ref().map(|tickets| {
            let mut t = tickets.lock().unwrap_or_else(PoisonError::into_inner);
            let mine = t.next;
            t.next += 1;
            while mine >= t.admitted {
                t = self.turn.wait(t).unwrap_or_else(PoisonError::into_inner);
            }
            mine
        });
        Place {
            workers: self,
            #[cfg(all(test, feature = "loom"))]
            ticket: _ticket,
        }
    }
}

impl Drop for Place<'_> {
    fn drop(&mut self) {
        if let Some(tickets) = &self.workers.tickets {
            tickets
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .admitted += 1;
            // Every waiter checks its own ticket: only the next one goes.
            self.workers.turn.notify_all();
        }
    }
}

/// The default number of places: the cores this process may run on.
pub fn default_workers() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

// Real threads and sleeps: for the test build without the `loom` feature
// (with it, the tickets' lock is loom's, for the models below).
#[cfg(all(test, not(feature = "loom")))]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering::SeqCst};
    use std::time::Duration;

    /// The most places held at once by `callers` threads each taking one
    /// `rounds` times.
    fn most_at_once(workers: Workers, callers: usize, rounds: usize) -> usize {
        let workers = Arc::new(workers);
        let (now, most) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let threads: Vec<_> = (0..callers)
            .map(|_| {
                let (w, now, most) = (Arc::clone(&workers), Arc::clone(&now), Arc::clone(&most));
                std::thread::spawn(move || {
                    for _ in 0..rounds {
                        let _place = w.place();
                        let held = now.fetch_add(1, SeqCst) + 1;
                        most.fetch_max(held, SeqCst);
                        std::thread::sleep(Duration::from_micros(200));
                        now.fetch_sub(1, SeqCst);
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        most.load(SeqCst)
    }

    #[test]
    fn no_more_sweeps_compute_at_once_than_places() {
        assert_eq!(most_at_once(Workers::new(2), 8, 20), 2);
        assert_eq!(most_at_once(Workers::new(1), 4, 20), 1);
        // Zero places would block everyone forever: it means one.
        assert_eq!(most_at_once(Workers::new(0), 3, 5), 1);
    }

    #[test]
    fn unbounded_lets_every_caller_in_at_once() {
        assert!(most_at_once(Workers::unbounded(), 6, 20) > 1);
    }

    #[test]
    fn places_are_given_in_arrival_order() {
        let workers = Arc::new(Workers::new(1));
        let order = Arc::new(Mutex::new(Vec::new()));
        let first = workers.place();
        let mut waiting = Vec::new();
        for i in 0..5 {
            let (w, order) = (Arc::clone(&workers), Arc::clone(&order));
            waiting.push(std::thread::spawn(move || {
                let _place = w.place();
                order.lock().unwrap().push(i);
            }));
            // Each caller has taken its ticket before the next one starts.
            while workers.tickets.as_ref().unwrap().lock().unwrap().next < i as u64 + 2 {
                std::thread::yield_now();
            }
        }
        drop(first);
        for t in waiting {
            t.join().unwrap();
        }
        assert_eq!(*order.lock().unwrap(), vec![0, 1, 2, 3, 4]);
    }

    #[test]
    fn a_panic_while_computing_gives_the_place_back() {
        let workers = Workers::new(1);
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _place = workers.place();
            panic!("the kernel panicked");
        }));
        assert!(r.is_err());
        drop(workers.place());
    }
}

/// The tickets under loom: every interleaving of the threads involved
/// up to the preemption bound. `cargo test -p engine --features loom
/// --lib workers::model` runs them.
///
/// What they check is `Workers` itself (`sync` swaps its lock and
/// condition variable for loom's): that places are given in the order
/// the tickets were taken, never more at once than there are places (the
/// place the model's own thread holds first is counted too, so a ticket
/// admitted one place early fails as two sweeps at once), and
/// that a place given back wakes the waiter whose turn it is (a give-back
/// that woke no one would leave it asleep: loom reports the deadlock).
/// Loom's `notify_one` wakes waiters in the order they waited, which here
/// is ticket order, so a `notify_one` in place of `notify_all` passes the
/// model; std's makes no such promise, and that choice is argued in the
/// code, not checked.
///
/// What stays outside: the give-back *while a panic unwinds*. The
/// give-back is `Place`'s drop, which these models run, but a lock taken
/// during unwinding is poisoned, and loom's `Mutex` panics on poison
/// (shuttle's, tried too, closes the lock to its waiters: both treat a
/// panic as the end of a model); `a_panic_while_computing_gives_the_place_back`
/// keeps that path, with real threads. Also outside: the unbounded
/// `Workers` (no lock), and the memory budget charged after the place.
#[cfg(all(test, feature = "loom"))]
mod model {
    use super::*;
    use crate::sync::{Arc, thread};

    /// One place, held by this thread (ticket 0); a first caller takes
    /// ticket 1 before a second takes ticket 2 (this thread waits for
    /// it, as the real-thread test does); once the place is given back,
    /// they get in one at a time, in ticket order.
    #[test]
    fn places_go_in_ticket_order_one_at_a_time() {
        let mut builder = loom::model::Builder::new();
        builder.preemption_bound.get_or_insert(5);
        builder.check(|| {
            let workers = Arc::new(Workers::new(1));
            let first = workers.place();
            // Sweeps computing now (this thread's first), and the tickets
            // of the callers' places in the order they got them.
            let inside = Arc::new(Mutex::new((1usize, Vec::new())));
            let caller = || {
                let (workers, inside) = (Arc::clone(&workers), Arc::clone(&inside));
                thread::spawn(move || {
                    let place = workers.place();
                    let mut now = inside.lock().unwrap();
                    now.0 += 1;
                    assert_eq!(now.0, 1, "two sweeps compute at once");
                    now.1.push(place.ticket.expect("bounded"));
                    now.0 -= 1;
                })
            };
            let one = caller();
            while workers.tickets.as_ref().unwrap().lock().unwrap().next < 2 {
                thread::yield_now();
            }
            let two = caller();
            assert_eq!(first.ticket, Some(0));
            inside.lock().unwrap().0 -= 1;
            drop(first);
            one.join().unwrap();
            two.join().unwrap();
            assert_eq!(inside.lock().unwrap().1, [1, 2], "not in ticket order");
        });
    }
}
