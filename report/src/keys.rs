//! Typed keys shared by the report's sections: what a row is — client,
//! calling pattern, transport, architecture — never looked up by its
//! display label.

use measure::affinity::Placement;
use serde::{Deserialize, Serialize};

/// How the call crosses (or does not cross) the boundary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Transport {
    Unix,
    Tcp,
    /// Shared memory, the client spinning while it waits.
    ShmSpin,
    /// Shared memory, the client spinning ~50 µs, then sleeping on a futex.
    ShmSpinThenFutex,
    /// A persistent pipe to one `ipc-engine stdio`.
    Pipe,
    /// A fresh `ipc-engine stdio` per call.
    Spawn,
    /// No boundary: `ipc_tax_native` (PyO3) inside the Python process;
    /// results (and an echo's values) come back in new arrays.
    Pyo3,
    /// PyO3 with nothing copied: an echo hands back the borrowed array.
    Pyo3ZeroCopy,
    /// No boundary: `libipc_tax_ffi.so` through ctypes.
    Ctypes,
}

impl Transport {
    /// The name used in tables, the echo section and the findings.
    pub fn name(self) -> &'static str {
        match self {
            Transport::Unix => "unix",
            Transport::Tcp => "tcp",
            Transport::ShmSpin => "shm spin",
            Transport::ShmSpinThenFutex => "shm spin-then-futex",
            Transport::Pipe => "pipe",
            Transport::Spawn => "spawn",
            Transport::Pyo3 => "pyo3",
            Transport::Pyo3ZeroCopy => "pyo3 zero-copy",
            Transport::Ctypes => "ctypes",
        }
    }

    /// The kernel runs in the caller's process: no boundary.
    pub fn in_process(self) -> bool {
        matches!(
            self,
            Transport::Pyo3 | Transport::Pyo3ZeroCopy | Transport::Ctypes
        )
    }

    /// Where the architectures section runs it: in process, or unpinned
    /// (as the study ran).
    pub fn arch_placement(self) -> Placement {
        if self.in_process() {
            Placement::InProcess
        } else {
            Placement::Unpinned
        }
    }

    /// The worker-request fields of an in-process route, `None` for a
    /// transport with a boundary (its endpoint says how to reach it).
    pub fn inproc_fields(self) -> Option<serde_json::Value> {
        match self {
            Transport::Pyo3 => Some(serde_json::json!({"inproc": "pyo3", "copy": true})),
            Transport::Pyo3ZeroCopy => Some(serde_json::json!({"inproc": "pyo3", "copy": false})),
            Transport::Ctypes => Some(serde_json::json!({"inproc": "ctypes"})),
            _ => None,
        }
    }

    /// The part of the study's architecture names that says the transport.
    pub fn short(self) -> &'static str {
        match self {
            Transport::ShmSpin | Transport::ShmSpinThenFutex => "shm",
            Transport::Spawn => "stdin",
            Transport::Pyo3ZeroCopy => "pyo3",
            t => t.name(),
        }
    }
}

impl Transport {
    /// The transport of an engine endpoint.
    pub fn of(endpoint: &measure::servers::Endpoint) -> Transport {
        use measure::servers::Endpoint;
        use transport::shm::Wait;
        match endpoint {
            Endpoint::Unix(_) => Transport::Unix,
            Endpoint::Tcp(_) => Transport::Tcp,
            Endpoint::Shm(_, Wait::Spin) => Transport::ShmSpin,
            Endpoint::Shm(_, Wait::SpinThenFutex) => Transport::ShmSpinThenFutex,
            Endpoint::Pipe(..) => Transport::Pipe,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    Python,
    Rust,
}

impl Side {
    pub fn name(self) -> &'static str {
        match self {
            Side::Python => "Python",
            Side::Rust => "Rust",
        }
    }
}

/// How the sweep crosses the boundary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pattern {
    /// One round trip with all combos.
    Batch,
    /// One round trip per combo, the series re-sent each time.
    Chatty,
    /// The series loaded once, then one params-only round trip per combo.
    Preloaded,
    /// `Batch` with JSON on the wire (`SWEEP_JSON`).
    BatchJson,
    /// `Chatty` with JSON on the wire.
    ChattyJson,
    /// A fresh `ipc-engine stdio` process for the whole sweep.
    Spawn,
    /// A fresh process per combo.
    SpawnPerCombo,
}

impl Pattern {
    pub fn python_name(self) -> &'static str {
        match self {
            Pattern::Batch => "batch",
            Pattern::Chatty => "chatty",
            Pattern::Preloaded => "preloaded",
            Pattern::BatchJson => "batch_json",
            Pattern::ChattyJson => "chatty_json",
            Pattern::Spawn => "spawn",
            Pattern::SpawnPerCombo => "spawn_per_combo",
        }
    }
}

/// One architecture: how the sweep is called, over what, from which client,
/// with which engine kernel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchKey {
    pub pattern: Pattern,
    pub transport: Transport,
    pub client: Side,
    pub kernel: String,
}

impl ArchKey {
    pub fn new(pattern: Pattern, transport: Transport, client: Side, kernel: &str) -> Self {
        ArchKey {
            pattern,
            transport,
            client,
            kernel: kernel.into(),
        }
    }

    /// The study's name for the architecture (`rust_batch_unix`, …) and
    /// this project's names for the ones it added in the same style.
    pub fn study_name(&self) -> String {
        let t = self.transport.short();
        match self.pattern {
            Pattern::Spawn => "rust_spawn_stdin".into(),
            Pattern::SpawnPerCombo => "rust_spawn_per_combo".into(),
            Pattern::Batch if self.kernel == "unchecked" && self.transport == Transport::Unix => {
                "rust_batch_unchecked".into()
            }
            Pattern::Batch => format!("rust_batch_{t}"),
            Pattern::Chatty => format!("rust_chatty_{t}"),
            Pattern::BatchJson => format!("rust_batch_{t}_json"),
            Pattern::ChattyJson => format!("rust_chatty_{t}_json"),
            Pattern::Preloaded if self.transport == Transport::Unix => {
                "rust_chatty_preloaded".into()
            }
            Pattern::Preloaded => format!("rust_chatty_preloaded_{t}"),
        }
    }

    /// The row's display label.
    pub fn label(&self) -> String {
        format!(
            "{} ({} client, {})",
            self.study_name(),
            self.client.name(),
            self.kernel
        )
    }

    /// Calls per sweep of `combos` combos.
    pub fn calls(&self, combos: usize) -> usize {
        match self.pattern {
            Pattern::Batch | Pattern::BatchJson | Pattern::Spawn => 1,
            _ => combos,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn study_names_follow_the_study() {
        use Pattern::*;
        use Side::Python;
        let name = |p, t, k| ArchKey::new(p, t, Python, k).study_name();
        assert_eq!(name(Batch, Transport::Unix, "safe"), "rust_batch_unix");
        assert_eq!(
            name(Batch, Transport::Unix, "unchecked"),
            "rust_batch_unchecked"
        );
        assert_eq!(name(Chatty, Transport::Tcp, "safe"), "rust_chatty_tcp");
        assert_eq!(name(Spawn, Transport::Spawn, "safe"), "rust_spawn_stdin");
        assert_eq!(
            name(Preloaded, Transport::Unix, "safe"),
            "rust_chatty_preloaded"
        );
        assert_eq!(
            name(Preloaded, Transport::ShmSpin, "safe"),
            "rust_chatty_preloaded_shm"
        );
        assert_eq!(
            name(BatchJson, Transport::Unix, "safe"),
            "rust_batch_unix_json"
        );
        assert_eq!(name(Batch, Transport::Pyo3, "simd"), "rust_batch_pyo3");
        assert_eq!(
            ArchKey::new(Chatty, Transport::Ctypes, Python, "safe").label(),
            "rust_chatty_ctypes (Python client, safe)"
        );
    }
}
