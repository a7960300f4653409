//! Connections by the thousand: idle sockets must cost descriptors, not
//! threads, and leave honest clients served (issue 29).

use super::{Case, Start, close, honest_call, served_soon};
use crate::engine::Engine;
use anyhow::{Context, Result, ensure};
use std::path::Path;
use std::time::{Duration, Instant};
use transport::client::Retry;

/// Idle connections each masses case opens.
const IDLE: usize = 10_000;
/// Threads opening them.
const OPENERS: usize = 32;
/// Honest calls beside them, each on a fresh connection.
const HONEST: usize = 20;

pub(crate) fn cases() -> Vec<Case> {
    vec![
        Case {
            group: "faults",
            name: "10,000 idle connections",
            expect: "opened and left silent, they wait parked without threads (the engine's thread count back to its idle count), each costing descriptors and a few KiB; an honest client on fresh connections is served right beside them; everything returned when they close",
            run: |exe| idle_masses(exe, Engine::start),
        },
        Case {
            group: "tcp",
            name: "10,000 idle TCP connections",
            expect: "opened and left silent, they wait parked without threads (the engine's thread count back to its idle count), each costing descriptors and a few KiB; an honest client on fresh connections is served right beside them; everything returned when they close",
            run: |exe| idle_masses(exe, Engine::start_tcp),
        },
    ]
}

/// The engine's threads, descriptors and resident KiB.
fn footprint(e: &Engine) -> Result<(usize, usize, u64)> {
    Ok((e.thread_count()?, e.fd_count()?, e.rss_kib()?))
}

/// Waits up to `limit` for `done` to hold on the engine's footprint, and
/// returns the last one seen.
fn settle(
    e: &Engine,
    limit: Duration,
    done: impl Fn((usize, usize, u64)) -> bool,
) -> Result<(usize, usize, u64)> {
    let t0 = Instant::now();
    loop {
        let now = footprint(e)?;
        if done(now) || t0.elapsed() > limit {
            return Ok(now);
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Opens [`IDLE`] connections that never send a byte, on an engine with
/// its shipped defaults (`--max-connections`, `--park-after`), and then
/// makes [`HONEST`] calls on fresh connections beside them (retrying
/// `Busy`/`Evicted`: where the open-files limit holds fewer connections
/// than were opened, the longest-idle give way). Reported: what the idle
/// connections cost the engine in threads, descriptors and memory, and the
/// honest calls' times.
fn idle_masses(exe: &Path, start: Start) -> Result<String> {
    let own = raise_own_open_files()?;
    ensure!(
        own >= IDLE as u64 + 256,
        "this process may open only {own} files, too few to hold {IDLE} connections (raise its hard limit)"
    );
    let e = start(exe, &[])?;
    served_soon(&e)?;
    std::thread::sleep(Duration::from_millis(200));
    let before = footprint(&e)?;
    let t0 = Instant::now();
    // From several threads: on loopback TCP about one connect in 300 waits
    // a second for a retransmitted SYN here; in parallel those waits overlap.
    let idle = std::thread::scope(|s| {
        let openers: Vec<_> = (0..OPENERS)
            .map(|t| {
                let e = &e;
                s.spawn(move || {
                    (t..IDLE)
                        .step_by(OPENERS)
                        .map(|i| e.connect().with_context(|| format!("idle connection {i}")))
                        .collect::<Result<Vec<_>>>()
                })
            })
            .collect();
        openers
            .into_iter()
            .map(|o| o.join().expect("an opener panicked"))
            .collect::<Result<Vec<_>>>()
    })?;
    let opened = t0.elapsed();
    // Each waits its grace on a thread, then parks.
    let held = settle(&e, Duration::from_secs(20), |(threads, ..)| {
        threads <= before.0
    })?;
    ensure!(
        held.0 <= before.0,
        "with {IDLE} idle connections the engine runs {} threads (idle engine: {}): idle connections hold threads",
        held.0,
        before.0
    );
    let retry = Retry {
        attempts: 50,
        first_backoff: Duration::from_millis(10),
        max_backoff: Duration::from_millis(200),
    };
    let close = close();
    let mut times = Vec::with_capacity(HONEST);
    let mut connects = 0;
    for i in 0..HONEST {
        let t = Instant::now();
        honest_call(&e, retry, &close, &mut connects)
            .with_context(|| format!("honest call {i} beside {IDLE} idle connections"))?;
        times.push(t.elapsed());
    }
    times.sort();
    let conns_held = held.1.saturating_sub(before.1) / 2;
    let per_conn_kib = held.2.saturating_sub(before.2) as f64 / conns_held.max(1) as f64;
    drop(idle);
    let after = settle(&e, Duration::from_secs(10), |(threads, fds, _)| {
        threads <= before.0 && fds <= before.1
    })?;
    ensure!(
        after.0 <= before.0 && after.1 <= before.1,
        "10 s after the idle connections closed the engine holds {} threads and {} descriptors (before: {} and {})",
        after.0,
        after.1,
        before.0,
        before.1
    );
    Ok(format!(
        "{IDLE} silent connections opened in {:.1} s; with them the engine held {} descriptors (~{conns_held} connections; it started with {}) \
         on {} threads (idle engine: {}) and {:.0} MB resident (+{per_conn_kib:.1} KiB per connection); \
         {HONEST} honest calls on fresh connections all right, median {:.2} ms, slowest {:.2} ms ({} refused and retried); \
         after they closed: {} threads, {} descriptors",
        opened.as_secs_f64(),
        held.1,
        before.1,
        held.0,
        before.0,
        held.2 as f64 / 1024.0,
        times[HONEST / 2].as_secs_f64() * 1e3,
        times[HONEST - 1].as_secs_f64() * 1e3,
        connects - HONEST,
        after.0,
        after.1
    ))
}

/// Raises this process's soft open-files limit to its hard one (the client
/// ends of the idle connections are descriptors here too); returns it.
fn raise_own_open_files() -> Result<u64> {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes one rlimit into `lim`; setrlimit reads one
    // valid rlimit, raising the soft limit no higher than the hard one.
    unsafe {
        ensure!(
            libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) == 0,
            "getrlimit: {}",
            std::io::Error::last_os_error()
        );
        lim.rlim_cur = lim.rlim_max;
        ensure!(
            libc::setrlimit(libc::RLIMIT_NOFILE, &lim) == 0,
            "setrlimit: {}",
            std::io::Error::last_os_error()
        );
    }
    Ok(lim.rlim_max)
}
