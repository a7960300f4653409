//! Engine processes that never outlive the process that started them, and
//! start on the CPU they are given.
//!
//! A harness killed mid-report (SIGTERM, SIGKILL, a crash) cannot run any
//! clean-up of its own, so the kernel does it: the child asks for
//! `PR_SET_PDEATHSIG` before it executes the engine, and receives SIGTERM
//! (the engine's graceful shutdown: in-flight requests finish, the socket
//! file is removed) when its parent dies.

use std::io;
use std::os::unix::process::CommandExt;
use std::process::Command;

/// Makes the child started by `cmd` receive SIGTERM when its parent dies.
///
/// Linux delivers the signal when the *thread* that spawned the child
/// exits, so spawn from a thread that lives at least as long as the child
/// should (the main thread, or the thread that also waits for it). A child
/// whose parent died between the fork and the request is not started.
pub fn die_with_parent(cmd: &mut Command) -> &mut Command {
    let parent = std::process::id();
    // SAFETY: the closure runs in the forked child before exec and calls
    // only async-signal-safe functions (prctl, getppid); it allocates nothing.
    unsafe {
        cmd.pre_exec(move || {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM, 0, 0, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
            if libc::getppid() as u32 != parent {
                return Err(io::Error::other("the parent died before the child started"));
            }
            Ok(())
        })
    }
}

/// A CPU set holding exactly `cpus`.
pub fn cpu_mask(cpus: &[usize]) -> libc::cpu_set_t {
    // SAFETY: cpu_set_t is a plain bit array; all-zero is the empty set.
    let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    for &c in cpus {
        // SAFETY: CPU_SET only writes bit `c` of `set`, which is in bounds
        // for c < CPU_SETSIZE (1024); callers pass small CPU numbers.
        unsafe { libc::CPU_SET(c, &mut set) };
    }
    set
}

/// The CPUs the calling thread may run on.
pub fn allowed_cpus() -> io::Result<Vec<usize>> {
    // SAFETY: zeroed cpu_set_t is valid; the kernel fills at most its size.
    let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    // SAFETY: pid 0 is the calling thread; `set` is writable and sized as passed.
    let rc = unsafe { libc::sched_getaffinity(0, std::mem::size_of_val(&set), &mut set) };
    if rc != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: CPU_ISSET reads bit i of an initialised set, i < CPU_SETSIZE.
    Ok((0..libc::CPU_SETSIZE as usize)
        .filter(|&i| unsafe { libc::CPU_ISSET(i, &set) })
        .collect())
}

/// Makes the child started by `cmd` start pinned to `cpu` (inherited by its
/// threads); `None` leaves it where the scheduler puts it.
pub fn pin_to_cpu(cmd: &mut Command, cpu: Option<usize>) -> &mut Command {
    if let Some(cpu) = cpu {
        let set = cpu_mask(&[cpu]);
        // SAFETY: the closure runs in the forked child before exec and only
        // makes one system call (async-signal-safe); `set` is a copied value.
        unsafe {
            cmd.pre_exec(move || {
                if libc::sched_setaffinity(0, std::mem::size_of_val(&set), &set) == 0 {
                    Ok(())
                } else {
                    Err(io::Error::last_os_error())
                }
            });
        }
    }
    cmd
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    /// The death signal follows the spawning thread: `sleep 30` spawned
    /// from a thread that then ends is signalled at once (the same path a
    /// killed harness takes, without killing the test process).
    #[test]
    fn the_child_dies_with_the_thread_that_spawned_it() {
        let mut child = std::thread::spawn(|| {
            die_with_parent(Command::new("sleep").arg("30"))
                .spawn()
                .unwrap()
        })
        .join()
        .unwrap();
        let t0 = Instant::now();
        loop {
            if let Some(status) = child.try_wait().unwrap() {
                assert!(!status.success(), "{status}");
                break;
            }
            assert!(
                t0.elapsed() < Duration::from_secs(5),
                "sleep still running after its spawning thread ended"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    #[test]
    fn pinned_child_reports_its_cpu_set() {
        // SAFETY: sched_getcpu takes no arguments; the CPU this thread is
        // on now is one it may run on.
        let cpu = unsafe { libc::sched_getcpu() };
        assert!(cpu >= 0, "sched_getcpu: {}", io::Error::last_os_error());
        let mut cmd = Command::new("grep");
        cmd.args(["Cpus_allowed_list", "/proc/self/status"]);
        pin_to_cpu(&mut cmd, Some(cpu as usize));
        let out = cmd.output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            text.split_whitespace().last(),
            Some(cpu.to_string().as_str()),
            "{text}"
        );
    }
}
