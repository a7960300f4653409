//! Hostile clients against a real `ipc-engine` (issue 7).
//!
//! [`cases`] is the catalogue of bad inputs and faults — each case starts its
//! own engine on a temporary socket, does the one hostile thing, and checks
//! that the engine answered with the right error (or survived the fault) and
//! still serves correct results afterwards. [`load`] runs many clients with
//! a mix of valid and malformed requests and checks every valid reply
//! against `kernel-safe`. [`faults`] injects faults by the thousand between
//! honest clients and counts survivals, wrong answers, hangs and leaks. The
//! same code backs `cargo test -p engine --test
//! hostile` and `ipc-tax reliability` (which measures the `reliability`
//! section, kept in its own record beside the report's).

mod cases;
mod engine;
pub mod faults;
pub mod load;

pub use cases::{Case, Outcome, cases, run_case};
pub use engine::Engine;
pub use faults::{FaultConfig, FaultReport, inject};
pub use load::{LoadConfig, LoadReport, load};
