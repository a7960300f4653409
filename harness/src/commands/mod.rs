//! One module per data-producing subcommand (`report` has its own tree).

pub mod ab;
pub mod compare;
pub mod gate;
pub mod kernels;
pub mod par_pairs;
pub mod reliability;
pub mod report;
pub mod sweep;
pub mod transports;
