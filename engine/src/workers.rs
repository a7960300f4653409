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

use std::sync::{Condvar, Mutex, PoisonError};

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
        if let Some(tickets) = &self.tickets {
            let mut t = tickets.lock().unwrap_or_else(PoisonError::into_inner);
            let mine = t.next;
            t.next += 1;
            while mine >= t.admitted {
                t = self.turn.wait(t).unwrap_or_else(PoisonError::into_inner);
            }
        }
        Place { workers: self }
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

#[cfg(test)]
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
