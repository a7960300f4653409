//! CPU placement of a client and its engine. On this machine (a 2-vCPU VM)
//! a round trip between processes on one core costs a few µs, between two
//! cores several times more: each hand-off to a halted vCPU goes through the
//! hypervisor. The boundary measurements therefore pin both sides and say
//! where they ran, rather than report whichever placement the scheduler
//! happened to pick.

use anyhow::{Result, bail};

/// Where the client and the engine run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Placement {
    /// Both pinned to CPU 0: every hand-off is a context switch.
    SameCore,
    /// Engine on CPU 0, client on CPU 1: every hand-off wakes the other core.
    CrossCore,
    /// Wherever the scheduler puts them (the study's setting).
    Unpinned,
    /// No engine process: the kernel runs inside the client (PyO3, ctypes).
    InProcess,
}

impl Placement {
    pub fn name(self) -> &'static str {
        match self {
            Placement::SameCore => "same core",
            Placement::CrossCore => "cross core",
            Placement::Unpinned => "unpinned",
            Placement::InProcess => "in process",
        }
    }

    /// File-name-safe form.
    pub fn slug(self) -> &'static str {
        match self {
            Placement::SameCore => "same_core",
            Placement::CrossCore => "cross_core",
            Placement::Unpinned => "unpinned",
            Placement::InProcess => "in_process",
        }
    }

    /// (engine CPU, client CPU).
    pub fn cpus(self) -> (Option<usize>, Option<usize>) {
        match self {
            Placement::SameCore => (Some(0), Some(0)),
            Placement::CrossCore => (Some(0), Some(1)),
            Placement::Unpinned | Placement::InProcess => (None, None),
        }
    }

    /// The two-process placements this machine can run (cross core needs
    /// CPUs 0 and 1); [`Placement::InProcess`] is never among them.
    pub fn available() -> Vec<Placement> {
        let mut v = vec![Placement::SameCore];
        if allowed_cpus().is_ok_and(|c| c.contains(&0) && c.contains(&1)) {
            v.push(Placement::CrossCore);
        } else {
            crate::log::progress(
                "cross-core placement skipped: CPUs 0 and 1 are not both available",
            );
        }
        v.push(Placement::Unpinned);
        v
    }
}

/// The CPUs this thread may run on.
pub fn allowed_cpus() -> Result<Vec<usize>> {
    // SAFETY: zeroed cpu_set_t is valid; the kernel fills at most its size.
    let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    // SAFETY: pid 0 is the calling thread; `set` is writable and sized as passed.
    let rc = unsafe { libc::sched_getaffinity(0, std::mem::size_of_val(&set), &mut set) };
    if rc != 0 {
        bail!("sched_getaffinity: {}", std::io::Error::last_os_error());
    }
    // SAFETY: CPU_ISSET reads bit i of an initialised set, i < CPU_SETSIZE.
    Ok((0..libc::CPU_SETSIZE as usize)
        .filter(|&i| unsafe { libc::CPU_ISSET(i, &set) })
        .collect())
}

fn set_affinity(cpus: &[usize]) -> std::io::Result<()> {
    let set = transport::child::cpu_mask(cpus);
    // SAFETY: pid 0 is the calling thread; `set` is initialised and sized as passed.
    let rc = unsafe { libc::sched_setaffinity(0, std::mem::size_of_val(&set), &set) };
    if rc == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

/// Pins the calling thread to `cpu` until the guard is dropped (then the
/// previous set is restored). `None` pins nothing.
pub fn pin_current_thread(cpu: Option<usize>) -> Result<PinGuard> {
    let Some(cpu) = cpu else {
        return Ok(PinGuard { previous: None });
    };
    let previous = allowed_cpus()?;
    set_affinity(&[cpu]).map_err(|e| anyhow::anyhow!("cannot pin to CPU {cpu}: {e}"))?;
    Ok(PinGuard {
        previous: Some(previous),
    })
}

pub struct PinGuard {
    previous: Option<Vec<usize>>,
}

impl Drop for PinGuard {
    fn drop(&mut self) {
        if let Some(p) = &self.previous {
            let _ = set_affinity(p);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pinning_restores_the_previous_set() {
        let before = allowed_cpus().unwrap();
        {
            let _g = pin_current_thread(Some(before[0])).unwrap();
            assert_eq!(allowed_cpus().unwrap(), vec![before[0]]);
        }
        assert_eq!(allowed_cpus().unwrap(), before);
    }
}
