//! CPU placement of a client and its engine ([`Placement`], see
//! `transport::placement` for why the boundary measurements pin both
//! sides), and pinning the calling thread.

use anyhow::Result;
/// Where the client and the engine run (defined beside the transports,
/// whose table says in which placements each is measured).
pub use transport::placement::Placement;

/// The CPUs this thread may run on.
pub fn allowed_cpus() -> Result<Vec<usize>> {
    transport::child::allowed_cpus().map_err(|e| anyhow::anyhow!("sched_getaffinity: {e}"))
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
