//! The transports, one entry each: the one table every list of transports
//! reads, as `kernels::KERNELS` is for kernels. An entry says what the
//! transport is, how an engine listens on it and a client connects (an
//! [`crate::endpoint::Endpoint`] is a [`Transport`] and an address), how
//! the Python client reaches it, and which report rows measure it in which
//! placements. The report's key for a row's transport is the [`Transport`]
//! itself, serialized as the entry's `key` (records keep it: never rename a
//! key). Adding a transport is its module and one entry (CONTRIBUTING.md).

use crate::placement::Placement::{self, CrossCore, InProcess, SameCore, Unpinned};
use crate::shm::Wait;
use crate::{shm, socket};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::io::{self, Read, Write};
use std::path::Path;

/// A byte stream to an engine, whatever the transport: what every
/// entry's `connect` returns.
pub trait Stream: Read + Write {}
impl<T: Read + Write> Stream for T {}

/// A transport: the report's key for it (one entry of [`TRANSPORTS`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Transport(&'static str);

/// The transports the report's code names one by one (each is the key of
/// an entry; a test holds them to the table). A new transport needs none.
impl Transport {
    pub const UNIX: Transport = Transport("unix");
    pub const TCP: Transport = Transport("tcp");
    pub const SHM_SPIN: Transport = Transport("shm_spin");
    pub const SHM_SPIN_THEN_FUTEX: Transport = Transport("shm_spin_then_futex");
    pub const SHM_FUTEX_ONLY: Transport = Transport("shm_futex_only");
    pub const PIPE: Transport = Transport("pipe");
    pub const SPAWN: Transport = Transport("spawn");
    pub const PYO3: Transport = Transport("pyo3");
    pub const PYO3_ZERO_COPY: Transport = Transport("pyo3_zero_copy");
    pub const CTYPES: Transport = Transport("ctypes");
}

/// What a transport is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A socket between two processes.
    Socket,
    /// Memory mapped by both processes, a counter the other side waits on.
    SharedMemory,
    /// A pipe to a child engine the client started.
    Pipe,
    /// A fresh engine process per call.
    Spawn,
    /// No boundary: the kernel inside the client's process.
    InProcess,
}

/// How an engine listens and a client connects.
#[derive(Clone, Copy)]
pub enum Reach {
    /// An `ipc-engine serve` listening at an address.
    Served(Served),
    /// A child `ipc-engine stdio` per connection, kept open
    /// ([`crate::pipe`]); the endpoint names its binary, kernel and CPU.
    Child,
    /// A fresh `ipc-engine stdio` per call (the spawn patterns).
    Spawn,
    /// In the client's process: no engine, no connection.
    InProcess,
}

/// An engine served at an address (a path, `IP:PORT`): the address is the
/// value of `serve`'s flag.
#[derive(Clone, Copy)]
pub struct Served {
    /// `ipc-engine serve`'s flag that takes the address (`--unix`).
    pub flag: &'static str,
    /// The further `serve` arguments this transport needs (`--wait spin`).
    pub extra: &'static [&'static str],
    /// A fresh address for a new engine, in a directory the launcher keeps.
    pub fresh: fn(&Path) -> io::Result<String>,
    /// A client connection to the engine at the address.
    pub connect: fn(&str) -> io::Result<Box<dyn Stream>>,
    /// Whether an engine answers at the address now.
    pub ready: fn(&str) -> bool,
}

/// How the Python client (`python/ipc_tax_ref`) reaches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Python {
    /// No Python client.
    No,
    /// `ipc_tax_ref.client.connect(key, at)`: the entry's key in
    /// `client.py`'s `TRANSPORTS` (a test holds the two together).
    Client,
    /// The spawn patterns of `architectures.py` (an engine per call).
    Spawns,
    /// In process: the worker request's fields for the route (JSON).
    InProcess(&'static str),
}

/// Rows of the report that measure a transport.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rows {
    /// Architectures: a batch row from each client it has (`--full`; the
    /// study's rows and their variants are that section's own list).
    Architectures,
    /// Architectures' one-float echo floor, from each client it has.
    Floor,
    /// The echo curves, from each client it has.
    Echo,
    /// Per bar, back to back (a session of every bar of `paper`).
    PerBar,
    /// Per bar at fixed arrival rates, from the Rust client (the Python
    /// client where `PerBar` measures it).
    PerBarPaced,
}

/// One transport.
pub struct Entry {
    /// The name in records and on command lines (`--transport`); never renamed.
    pub key: &'static str,
    /// The name in the report's tables.
    pub name: &'static str,
    /// The part of the study's architecture names that says the transport
    /// (`rust_batch_<short>`).
    pub short: &'static str,
    /// What it is, in a line.
    pub about: &'static str,
    pub kind: Kind,
    pub reach: Reach,
    pub python: Python,
    /// Which rows measure it, in which placements.
    pub measured: &'static [(Rows, &'static [Placement])],
}

fn boxed<S: Stream + 'static>(s: io::Result<S>) -> io::Result<Box<dyn Stream>> {
    Ok(Box::new(s?))
}

/// Shared memory: `serve --shm PATH --wait <wait>`, the client waiting alike.
macro_rules! shared_memory {
    ($wait:expr, $name:literal) => {
        Reach::Served(Served {
            flag: "--shm",
            extra: &["--wait", $name],
            fresh: shm::fresh,
            connect: |at| boxed(shm::connect(at, $wait)),
            ready: shm::ready,
        })
    };
}

/// Every transport, in the order the report's tables list them.
pub static TRANSPORTS: &[Entry] = &[
    Entry {
        key: "unix",
        name: "unix",
        short: "unix",
        about: "a Unix-domain stream socket (UDS) at a path",
        kind: Kind::Socket,
        reach: Reach::Served(Served {
            flag: "--unix",
            extra: &[],
            fresh: socket::fresh_unix,
            connect: |at| boxed(socket::connect_unix(at)),
            ready: |at| socket::connect_unix(at).is_ok(),
        }),
        python: Python::Client,
        measured: &[
            (Rows::Architectures, &[Unpinned]),
            (Rows::Floor, &[Unpinned]),
            (Rows::Echo, &[SameCore, CrossCore, Unpinned]),
            (Rows::PerBar, &[SameCore, CrossCore]),
            (Rows::PerBarPaced, &[SameCore, CrossCore]),
        ],
    },
    Entry {
        key: "tcp",
        name: "tcp",
        short: "tcp",
        about: "TCP on loopback, TCP_NODELAY on both ends",
        kind: Kind::Socket,
        reach: Reach::Served(Served {
            flag: "--tcp",
            extra: &[],
            fresh: socket::fresh_tcp,
            connect: |at| boxed(socket::connect_tcp(at)),
            ready: |at| socket::connect_tcp(at).is_ok(),
        }),
        python: Python::Client,
        measured: &[
            (Rows::Architectures, &[Unpinned]),
            (Rows::Floor, &[Unpinned]),
            (Rows::Echo, &[SameCore, CrossCore, Unpinned]),
            // Back to back, UDS stands for the sockets cross core.
            (Rows::PerBar, &[SameCore]),
            (Rows::PerBarPaced, &[SameCore, CrossCore]),
        ],
    },
    Entry {
        key: "shm_spin",
        name: "shm spin",
        short: "shm",
        about: "shared memory, each side polling the other's counter while it waits (burns its core)",
        kind: Kind::SharedMemory,
        reach: shared_memory!(Wait::Spin, "spin"),
        python: Python::Client,
        // Never on one core: a spinning waiter pinned to its peer's core
        // only yields at the scheduler tick.
        measured: &[
            (Rows::Architectures, &[Unpinned]),
            (Rows::Floor, &[Unpinned]),
            (Rows::Echo, &[CrossCore, Unpinned]),
            (Rows::PerBar, &[CrossCore]),
            (Rows::PerBarPaced, &[CrossCore]),
        ],
    },
    Entry {
        key: "shm_spin_then_futex",
        name: "shm spin-then-futex",
        short: "shm",
        about: "shared memory, each side polling ~50 µs, then sleeping in futex(2) until woken",
        kind: Kind::SharedMemory,
        reach: shared_memory!(Wait::SpinThenFutex, "spin-then-futex"),
        python: Python::Client,
        measured: &[
            (Rows::Architectures, &[Unpinned]),
            (Rows::Floor, &[Unpinned]),
            (Rows::Echo, &[SameCore, CrossCore, Unpinned]),
            (Rows::PerBar, &[CrossCore]),
            (Rows::PerBarPaced, &[SameCore, CrossCore]),
        ],
    },
    Entry {
        key: "shm_futex_only",
        name: "shm futex-only",
        short: "shm",
        about: "shared memory, each side sleeping in futex(2) at once until woken (no spin: on one core the peer gets the core)",
        kind: Kind::SharedMemory,
        reach: shared_memory!(Wait::FutexOnly, "futex-only"),
        python: Python::Client,
        measured: &[(Rows::PerBarPaced, &[SameCore, CrossCore])],
    },
    Entry {
        key: "pipe",
        name: "pipe",
        short: "pipe",
        about: "a persistent pipe to one `ipc-engine stdio` the client started",
        kind: Kind::Pipe,
        reach: Reach::Child,
        python: Python::Client,
        measured: &[
            (Rows::Architectures, &[Unpinned]),
            (Rows::Echo, &[SameCore, CrossCore, Unpinned]),
            (Rows::PerBar, &[SameCore]),
            (Rows::PerBarPaced, &[SameCore, CrossCore]),
        ],
    },
    Entry {
        key: "spawn",
        name: "spawn",
        short: "stdin",
        about: "a fresh `ipc-engine stdio` per call, the request on its stdin",
        kind: Kind::Spawn,
        reach: Reach::Spawn,
        python: Python::Spawns,
        measured: &[(Rows::Architectures, &[Unpinned])],
    },
    Entry {
        key: "pyo3",
        name: "pyo3",
        short: "pyo3",
        about: "no boundary: `ipc_tax_native` (PyO3) inside the Python process; results (and an echo's values) come back in new arrays",
        kind: Kind::InProcess,
        reach: Reach::InProcess,
        python: Python::InProcess(r#"{"inproc": "pyo3", "copy": true}"#),
        measured: &[
            (Rows::Architectures, &[InProcess]),
            (Rows::Floor, &[InProcess]),
            (Rows::Echo, &[InProcess]),
            (Rows::PerBar, &[InProcess]),
        ],
    },
    Entry {
        key: "pyo3_zero_copy",
        name: "pyo3 zero-copy",
        short: "pyo3",
        about: "PyO3 with nothing copied: an echo hands back the borrowed array",
        kind: Kind::InProcess,
        reach: Reach::InProcess,
        python: Python::InProcess(r#"{"inproc": "pyo3", "copy": false}"#),
        measured: &[(Rows::Echo, &[InProcess])],
    },
    Entry {
        key: "ctypes",
        name: "ctypes",
        short: "ctypes",
        about: "no boundary: `libipc_tax_ffi.so` through ctypes inside the Python process",
        kind: Kind::InProcess,
        reach: Reach::InProcess,
        python: Python::InProcess(r#"{"inproc": "ctypes"}"#),
        measured: &[
            (Rows::Architectures, &[InProcess]),
            (Rows::Floor, &[InProcess]),
            (Rows::Echo, &[InProcess]),
            (Rows::PerBar, &[InProcess]),
        ],
    },
];

impl Transport {
    /// The transport of this key, if the table has it.
    pub fn named(key: &str) -> Option<Transport> {
        TRANSPORTS
            .iter()
            .find(|e| e.key == key)
            .map(|e| Transport(e.key))
    }

    /// Every transport, in table order.
    pub fn all() -> impl Iterator<Item = Transport> {
        TRANSPORTS.iter().map(|e| Transport(e.key))
    }

    /// The transports `rows` measures in `placement`, in table order.
    pub fn measured_in(rows: Rows, placement: Placement) -> impl Iterator<Item = Transport> {
        Transport::all().filter(move |t| t.is_measured(rows, placement))
    }

    /// Its entry.
    pub fn entry(self) -> &'static Entry {
        TRANSPORTS
            .iter()
            .find(|e| e.key == self.0)
            .expect("a Transport is only made from a table entry")
    }

    /// The name in records and on command lines.
    pub fn key(self) -> &'static str {
        self.0
    }

    /// The name used in tables, the echo section and the findings.
    pub fn name(self) -> &'static str {
        self.entry().name
    }

    /// The part of the study's architecture names that says the transport.
    pub fn short(self) -> &'static str {
        self.entry().short
    }

    pub fn kind(self) -> Kind {
        self.entry().kind
    }

    /// The kernel runs in the caller's process: no boundary.
    pub fn in_process(self) -> bool {
        self.kind() == Kind::InProcess
    }

    /// Whether `rows` measures it in `placement`.
    pub fn is_measured(self, rows: Rows, placement: Placement) -> bool {
        self.entry()
            .measured
            .iter()
            .any(|(r, pls)| *r == rows && pls.contains(&placement))
    }

    /// Whether the Python client reaches it (over a connection, by spawning
    /// engines, or in its own process).
    pub fn python(self) -> bool {
        self.entry().python != Python::No
    }

    /// Whether the Rust client reaches it (every transport with a boundary).
    pub fn rust(self) -> bool {
        !self.in_process()
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
        match self.entry().python {
            Python::InProcess(fields) => {
                Some(serde_json::from_str(fields).expect("the table's JSON parses"))
            }
            _ => None,
        }
    }
}

impl fmt::Debug for Transport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl fmt::Display for Transport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Transport {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0)
    }
}

impl<'de> Deserialize<'de> for Transport {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let key = String::deserialize(d)?;
        Transport::named(&key).ok_or_else(|| {
            let known: Vec<&str> = TRANSPORTS.iter().map(|e| e.key).collect();
            serde::de::Error::custom(format!(
                "unknown transport {key:?}; the table has {}",
                known.join(", ")
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_the_named_transports_are_entries() {
        for (i, e) in TRANSPORTS.iter().enumerate() {
            assert!(
                TRANSPORTS[..i]
                    .iter()
                    .all(|o| o.key != e.key && o.name != e.name),
                "{} twice",
                e.key
            );
            assert!(
                e.key
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
                "{}: a key is lower_snake_case (records and command lines carry it)",
                e.key
            );
        }
        for t in [
            Transport::UNIX,
            Transport::TCP,
            Transport::SHM_SPIN,
            Transport::SHM_SPIN_THEN_FUTEX,
            Transport::SHM_FUTEX_ONLY,
            Transport::PIPE,
            Transport::SPAWN,
            Transport::PYO3,
            Transport::PYO3_ZERO_COPY,
            Transport::CTYPES,
        ] {
            assert_eq!(Transport::named(t.key()), Some(t));
        }
    }

    #[test]
    fn records_keep_reading_the_keys_they_were_written_with() {
        // The serde names of the enum this table replaced.
        let old = [
            ("unix", "unix"),
            ("tcp", "tcp"),
            ("shm_spin", "shm spin"),
            ("shm_spin_then_futex", "shm spin-then-futex"),
            ("pipe", "pipe"),
            ("spawn", "spawn"),
            ("pyo3", "pyo3"),
            ("pyo3_zero_copy", "pyo3 zero-copy"),
            ("ctypes", "ctypes"),
        ];
        for (key, name) in old {
            let t: Transport = serde_json::from_str(&format!("\"{key}\"")).unwrap();
            assert_eq!(
                (t.name(), serde_json::to_string(&t).unwrap()),
                (name, format!("\"{key}\""))
            );
        }
        let e = serde_json::from_str::<Transport>("\"carrier_pigeon\"").unwrap_err();
        assert!(
            e.to_string()
                .contains("unknown transport \"carrier_pigeon\""),
            "{e}"
        );
    }

    #[test]
    fn every_entry_is_reached_as_its_kind_says() {
        for e in TRANSPORTS {
            let t = Transport::named(e.key).unwrap();
            let reach = match e.reach {
                Reach::Served(_) => matches!(e.kind, Kind::Socket | Kind::SharedMemory),
                Reach::Child => e.kind == Kind::Pipe,
                Reach::Spawn => e.kind == Kind::Spawn,
                Reach::InProcess => e.kind == Kind::InProcess,
            };
            assert!(reach, "{}: its reach does not fit its kind", e.key);
            // In process is Python's alone, and only there.
            assert_eq!(
                matches!(e.python, Python::InProcess(_)),
                t.in_process(),
                "{}",
                e.key
            );
            assert_eq!(t.in_process(), t.inproc_fields().is_some(), "{}", e.key);
            for (rows, placements) in e.measured {
                for pl in *placements {
                    assert_eq!(
                        *pl == InProcess,
                        t.in_process(),
                        "{}: {rows:?} in {pl:?}",
                        e.key
                    );
                }
            }
        }
    }

    #[test]
    fn the_python_client_speaks_exactly_the_transports_the_table_gives_it() {
        let client = include_str!("../../python/ipc_tax_ref/client.py");
        let block = client
            .split_once("\nTRANSPORTS = {\n")
            .and_then(|(_, rest)| rest.split_once("\n}"))
            .expect("client.py has its TRANSPORTS table")
            .0;
        let python: Vec<&str> = block
            .lines()
            .filter_map(|l| l.trim().strip_prefix('"')?.split_once('"'))
            .map(|(key, _)| key)
            .collect();
        let table: Vec<&str> = TRANSPORTS
            .iter()
            .filter(|e| e.python == Python::Client)
            .map(|e| e.key)
            .collect();
        assert_eq!(
            python, table,
            "client.py's TRANSPORTS against the table's Python::Client entries"
        );
    }
}
