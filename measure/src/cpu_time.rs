//! CPU time from the kernel's own accounting (its scheduler clock, ns):
//! of the calling thread, and of a whole process by pid — so a paced run
//! can say what each side burned per bar, spinning or sleeping.

use std::io;
use std::time::Duration;

fn read(clock: libc::clockid_t) -> io::Result<Duration> {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec for the call's duration.
    if unsafe { libc::clock_gettime(clock, &mut ts) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32))
}

/// CPU time of the calling thread.
pub fn this_thread() -> io::Result<Duration> {
    read(libc::CLOCK_THREAD_CPUTIME_ID)
}

/// CPU time of process `pid`, all its threads.
pub fn process(pid: u32) -> io::Result<Duration> {
    let mut clock: libc::clockid_t = 0;
    // SAFETY: `clock` is a valid out-pointer; the call only names a clock.
    let rc = unsafe { libc::clock_getcpuclockid(pid as libc::pid_t, &mut clock) };
    if rc != 0 {
        return Err(io::Error::from_raw_os_error(rc));
    }
    read(clock).map_err(|e| io::Error::new(e.kind(), format!("CPU clock of pid {pid}: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn busy_work_shows_on_both_clocks_and_a_missing_process_is_an_error() {
        let (t0, p0) = (this_thread().unwrap(), process(std::process::id()).unwrap());
        let start = std::time::Instant::now();
        while start.elapsed() < Duration::from_millis(20) {
            std::hint::spin_loop();
        }
        assert!(this_thread().unwrap() > t0);
        assert!(process(std::process::id()).unwrap() > p0);
        // A reaped child's pid names no process (until reused, unlikely here).
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let gone = child.id();
        child.wait().unwrap();
        assert!(process(gone).is_err());
    }
}
