//! Typed keys shared by the report's sections: what a row is — client,
//! calling pattern, transport, architecture — never looked up by its
//! display label.

use serde::{Deserialize, Serialize};

/// How the call crosses (or does not cross) the boundary: an entry of the
/// table of transports (`transport::table`), serialized as its key.
pub use transport::table::Transport;

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
            Pattern::Batch if self.kernel == "unchecked" && self.transport == Transport::UNIX => {
                "rust_batch_unchecked".into()
            }
            Pattern::Batch => format!("rust_batch_{t}"),
            Pattern::Chatty => format!("rust_chatty_{t}"),
            Pattern::BatchJson => format!("rust_batch_{t}_json"),
            Pattern::ChattyJson => format!("rust_chatty_{t}_json"),
            Pattern::Preloaded if self.transport == Transport::UNIX => {
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
        assert_eq!(name(Batch, Transport::UNIX, "safe"), "rust_batch_unix");
        assert_eq!(
            name(Batch, Transport::UNIX, "unchecked"),
            "rust_batch_unchecked"
        );
        assert_eq!(name(Chatty, Transport::TCP, "safe"), "rust_chatty_tcp");
        assert_eq!(name(Spawn, Transport::SPAWN, "safe"), "rust_spawn_stdin");
        assert_eq!(
            name(Preloaded, Transport::UNIX, "safe"),
            "rust_chatty_preloaded"
        );
        assert_eq!(
            name(Preloaded, Transport::SHM_SPIN, "safe"),
            "rust_chatty_preloaded_shm"
        );
        assert_eq!(
            name(BatchJson, Transport::UNIX, "safe"),
            "rust_batch_unix_json"
        );
        assert_eq!(name(Batch, Transport::PYO3, "simd"), "rust_batch_pyo3");
        assert_eq!(
            ArchKey::new(Chatty, Transport::CTYPES, Python, "safe").label(),
            "rust_chatty_ctypes (Python client, safe)"
        );
    }
}
