//! The floor every report section stands on.
//!
//! A section **measures** into a typed record against one shared
//! [`Context`], then **renders** its Markdown, CSV, JSON, plots and README
//! rows from that record alone ([`Recorded`], in `contract`); a run's
//! records are one [`RunRecord`]. Beside the contract: how a section's files
//! are written (`files`), the gate and timing records (`record`, `timing`),
//! one architecture's calls (`arch`), typed row keys (`keys`), plots, the
//! verdict words, what earlier sections found (`findings`, `readings`), and
//! the first screen those findings make (`summary`: both answers, decided by
//! pure functions of the findings).
//!
//! The sections themselves live above this floor: `gap` (with `m2`) in
//! the `gap` crate, the others in `sections`; `ipc-tax report` runs them all.

pub mod arch;
pub mod contract;
pub mod files;
pub mod findings;
pub mod key_table;
pub mod keys;
pub mod plot;
pub mod readings;
pub mod record;
pub mod run_record;
pub mod runner;
pub mod study_figures;
pub mod summary;
pub mod targets;
pub mod template;
pub mod timing;

pub use contract::{Context, Recorded, Render, Section, SectionOutput, progress};
pub use run_record::{Merged, RunRecord};
