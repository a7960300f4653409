//! No code: a dependency whose only job is to ask for one feature set of
//! the crates every kernel build shares (the manifest says which and why).
