//! The floor under any shared-memory transport: one cache line passed
//! between two processes and back (the parent writes an odd number, a
//! forked child answers with the next even one), each round trip timed
//! into an HDR histogram. Both pinned: to two CPUs, or to one — where a
//! spinning waiter would hold the CPU its peer needs until the scheduler
//! tick, so on one core each waiter yields (`sched_yield`) between looks
//! and a round trip is two context switches.

use crate::paced::histogram;
use anyhow::{Result, bail};
use hdrhistogram::Histogram;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The child's answer to this value is to exit.
const STOP: u64 = u64::MAX;
/// A round trip slower than this means the child is gone.
const STALL: Duration = Duration::from_secs(5);

fn pin(cpu: usize) -> bool {
    // SAFETY: a zeroed cpu_set_t is a valid empty set; CPU_SET writes in
    // bounds for cpu < CPU_SETSIZE (checked by the caller's range).
    unsafe {
        let mut set: libc::cpu_set_t = std::mem::zeroed();
        libc::CPU_SET(cpu, &mut set);
        libc::sched_setaffinity(0, std::mem::size_of_val(&set), &set) == 0
    }
}

/// `trips` round trips, this thread on `parent_cpu`, the child on
/// `child_cpu` (the same CPU: waiters yield). Returns round-trip ns.
pub fn round_trips(parent_cpu: usize, child_cpu: usize, trips: usize) -> Result<Histogram<u64>> {
    if trips == 0 {
        bail!("a cache-line floor needs at least one round trip");
    }
    if parent_cpu >= 1024 || child_cpu >= 1024 {
        bail!("CPU {parent_cpu} or {child_cpu} is beyond the affinity mask");
    }
    let yields = parent_cpu == child_cpu;
    // SAFETY: an anonymous shared mapping of one page; checked below.
    let map = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            4096,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_SHARED | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if map == libc::MAP_FAILED {
        bail!("mmap: {}", std::io::Error::last_os_error());
    }
    // SAFETY: the page is mapped, page-aligned (so 8-aligned), zeroed and
    // lives until the munmap at the end, after the child has exited; both
    // processes touch it only through this atomic.
    let line = unsafe { &*(map as *const AtomicU64) };
    let _pin = crate::affinity::pin_current_thread(Some(parent_cpu))?;
    // SAFETY: the child only pins itself, spins on the atomic, yields and
    // calls _exit — no allocation, no lock another thread may have held at
    // the fork — so forking from a multi-threaded process is sound here.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        // SAFETY: the mapping made above, unused by anyone else.
        unsafe { libc::munmap(map, 4096) };
        bail!("fork: {}", std::io::Error::last_os_error());
    }
    if pid == 0 {
        let code = if pin(child_cpu) { 0 } else { 1 };
        let mut seen = 0;
        loop {
            let v = line.load(Ordering::Acquire);
            if v == STOP {
                break;
            }
            if v != seen && v % 2 == 1 {
                seen = v + 1;
                line.store(seen, Ordering::Release);
            } else if yields {
                // SAFETY: no arguments; yields this process's CPU.
                unsafe { libc::sched_yield() };
            } else {
                std::hint::spin_loop();
            }
        }
        // SAFETY: ends the child without running the parent's destructors.
        unsafe { libc::_exit(code) };
    }
    let mut h = histogram();
    let mut failure = None;
    'trips: for k in 0..trips as u64 {
        let ask = 2 * k + 1;
        let t0 = Instant::now();
        line.store(ask, Ordering::Release);
        let mut looks = 0u32;
        while line.load(Ordering::Acquire) != ask + 1 {
            looks = looks.wrapping_add(1);
            if yields {
                // SAFETY: as in the child.
                unsafe { libc::sched_yield() };
            } else {
                std::hint::spin_loop();
            }
            if looks.is_multiple_of(1 << 16) && t0.elapsed() > STALL {
                failure = Some(format!("no answer in {STALL:?} at round trip {k}"));
                break 'trips;
            }
        }
        h.saturating_record((t0.elapsed().as_nanos() as u64).max(1));
    }
    line.store(STOP, Ordering::Release);
    let mut status = 0;
    // SAFETY: `pid` is our child; `status` a valid out-pointer.
    unsafe {
        if failure.is_some() {
            libc::kill(pid, libc::SIGKILL);
        }
        libc::waitpid(pid, &mut status, 0);
        libc::munmap(map, 4096);
    }
    if let Some(f) = failure {
        bail!("cache-line floor: {f}");
    }
    if !(libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0) {
        bail!("cache-line floor: the child could not pin itself to CPU {child_cpu}");
    }
    Ok(h)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_are_counted_on_one_cpu_and_zero_is_an_error() {
        let cpu = crate::affinity::allowed_cpus().unwrap()[0];
        let h = round_trips(cpu, cpu, 200).unwrap();
        assert_eq!(h.len(), 200);
        assert!(round_trips(cpu, cpu, 0).is_err());
        assert!(round_trips(cpu, 5000, 1).is_err());
    }
}
