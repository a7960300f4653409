//! Empty: the build-dependencies in the manifest are here only so the
//! proc-macro side (syn and the derives) resolves to one feature set too.
fn main() {}
