//! The deciding code, scope by scope (package, files, functions, the tests
//! that judge them), and the missed mutants that cannot change behaviour.

use std::path::PathBuf;

use super::super::root;

/// One cargo-mutants run: the functions it mutates and the tests that
/// judge them.
pub struct Scope {
    pub name: &'static str,
    /// What the functions decide.
    pub what: &'static str,
    /// The package mutated (`--package`).
    pub package: &'static str,
    /// Each file (`--file`) with the functions of it mutated (`--re`);
    /// none named: every function of the file.
    pub files: &'static [(&'static str, &'static [&'static str])],
    /// The packages whose tests run against each mutant
    /// (`--test-package`).
    pub tests: &'static [&'static str],
    /// Their test targets (cargo's `--lib`, `--test NAME`; `--cargo-arg`):
    /// the ones that test these functions, so a mutant builds only them
    /// (and no doctest is compiled).
    pub targets: &'static [&'static str],
}

/// The deciding code, by package.
pub const SCOPES: &[Scope] = &[
    Scope {
        name: "kernel-spec",
        what: "the equivalence gate, the shared test vectors every kernel is held to, \
               and the validation of a sweep's prices and windows (the engine's, for every request)",
        package: "kernel-spec",
        files: &[
            ("kernel-spec/src/gate.rs", &[]),
            ("kernel-spec/src/vectors.rs", &[]),
            ("kernel-spec/src/input.rs", &[]),
        ],
        tests: &["kernel-spec"],
        targets: &["--lib"],
    },
    Scope {
        name: "transport",
        what: "the frame decoder (length, limits, resumable reads) and the request decoder \
               (opcode, counts, lengths, the JSON body)",
        package: "transport",
        files: &[
            ("transport/src/frame.rs", &[]),
            (
                "transport/src/request.rs",
                &[
                    "Op::from_u8",
                    "Cursor<'a>::take",
                    "Cursor<'a>::u32",
                    "Cursor<'a>::u64",
                    "Cursor<'a>::array",
                    "Cursor<'a>::finish",
                    "f64s",
                    "params",
                    "decode_request",
                ],
            ),
            ("transport/src/json.rs", &["decode_sweep"]),
        ],
        tests: &["transport"],
        targets: &["--lib", "--test", "codec_props"],
    },
    Scope {
        name: "engine",
        what: "the engine's request validation: the JSON body's charge, unknown handles and \
               streams, the per-connection limits, a stream's memory charge",
        package: "engine",
        files: &[(
            "engine/src/session.rs",
            &[
                "handle",
                "unknown",
                "unknown_stream",
                "State::charge_json_body",
                "State::sweep",
                "State::load",
                "State::sweep_handle",
                "State::sweep_laps",
                "State::unload",
                "State::stream_open",
                "State::stream_bar",
                "State::stream_close",
            ],
        )],
        // The session is tested request by request (tests/session.rs) and
        // through a real engine (tests/server.rs).
        tests: &["engine"],
        targets: &["--test", "session", "--test", "server"],
    },
    Scope {
        name: "gap",
        what: "the gap section's verdict, its cross-check of every reading, its conclusions \
               (floor, claims, margins, agreement, heterogeneity), the disturbance rule, \
               the instrument's targets, and how the seam's split is read (what it claims, \
               rustc's diagonal, the layout caveat, the ledger against the knob)",
        package: "gap",
        files: &[
            ("gap/src/verdict.rs", &[]),
            ("gap/src/crosscheck.rs", &[]),
            ("gap/src/conclude.rs", &[]),
            ("gap/src/disturb.rs", &[]),
            (
                "gap/src/instrument.rs",
                &["target_verdicts", "targets", "time_verdict"],
            ),
            (
                "gap/src/seam/render.rs",
                &["diagonal", "layout_blurred", "reading", "ledger_words"],
            ),
        ],
        tests: &["gap"],
        targets: &["--lib"],
    },
    Scope {
        name: "report",
        what: "a target's verdict as every section states it",
        package: "report",
        files: &[("report/src/targets.rs", &[])],
        tests: &["report"],
        targets: &["--lib"],
    },
    Scope {
        name: "sections",
        what: "the study's claims (reproduced or not), every boundary section's targets and \
               the live-feed choice (which transport a deployer is told to pick)",
        package: "sections",
        files: &[
            ("sections/src/study/claims.rs", &[]),
            (
                "sections/src/in_process/mod.rs",
                &["targets", "decimals_beside"],
            ),
            ("sections/src/per_bar/render.rs", &["targets"]),
            (
                "sections/src/per_bar/choice.rs",
                &[
                    "choose",
                    "lowest_p99",
                    "firm",
                    "pick",
                    "nothing_measured",
                    "first_screen",
                ],
            ),
            ("sections/src/echo/render.rs", &["targets"]),
            ("sections/src/architectures/render.rs", &["targets"]),
        ],
        tests: &["sections"],
        targets: &["--lib"],
    },
];

/// A missed mutant that cannot change what the code does, and why.
pub struct Equivalent {
    pub file: &'static str,
    /// cargo-mutants' name of it without the file and position (`replace
    /// < with <= in f`).
    pub mutant: &'static str,
    /// Text of the source line it changes (several mutants of one name
    /// in one function are told apart by it).
    pub line: &'static str,
    pub why: &'static str,
}

/// The equivalent mutants of the scopes.
pub static EQUIVALENT: &[Equivalent] = &[
    Equivalent {
        file: "transport/src/frame.rs",
        mutant: "replace < with <= in FrameBuf::body_mut",
        line: "if self.words.len() < words {",
        why: "when the buffer already has exactly the words needed, `<=` resizes the charge and \
          the storage to the size they have: `Charge::resize` to its own size takes and gives \
          back nothing, `Vec::resize` to its own length writes nothing",
    },
    Equivalent {
        file: "engine/src/session.rs",
        mutant: "replace > with >= in State::stream_bar",
        line: "if bound > charge.bytes() {",
        why: "at equality `>=` resizes the stream's charge to the bytes it holds: \
              `Charge::resize` to its own size takes and gives back nothing",
    },
    Equivalent {
        file: "sections/src/study/claims.rs",
        mutant: "replace > with >= in within_factor",
        line: "ours > 0.0 && ours / theirs <= f && theirs / ours <= f",
        why: "at `ours` = 0 the last test reads `theirs / 0`, +∞ (or NaN when `theirs` is 0 \
              too), never ≤ `f`: `>=` lets 0 past the first test only for the last one to say \
              false, as `>` did",
    },
    Equivalent {
        file: "sections/src/study/claims.rs",
        mutant: "replace && with || in penalty",
        line: "let same_process = a.key.transport == b.key.transport && a.key.transport != Transport::SPAWN;",
        why: "`penalty` judges two pairs, chatty over UDS against batch over UDS and spawn \
              against batch over UDS: for both, `&&` and `||` give the same (true, false); they \
              differ only for pairs no claim makes (two other transports, or spawn against spawn)",
    },
    Equivalent {
        file: "gap/src/conclude.rs",
        mutant: "replace > with >= in heterogeneity",
        line: "i2: if q > 0.0 { (excess / q).max(0.0) } else { 0.0 },",
        why: "at Q = 0 the excess is −df (at least one degree of freedom: two estimates or \
              more), so `>=` computes −df ÷ 0 = −∞ and `max(0.0)` makes it 0, the value the \
              `else` gives",
    },
    Equivalent {
        file: "gap/src/disturb.rs",
        mutant: "replace > with >= in disturbed",
        line: "(beside.clock_hz / median - 1.0).abs() > CLOCK_BAND",
        why: "for a ratio x in [0.5, 2] the double x − 1 is exact, a multiple of 2⁻⁵³; \
              CLOCK_BAND, the double nearest 0.05, has bits down to 2⁻⁵⁶, so no ratio of clocks \
              equals it (and one outside [0.5, 2] is far beyond it either way): `>` and `>=` \
              part on no input",
    },
];

/// The regex (`--re`) of a file's named functions: cargo-mutants names a
/// mutant `file:line:col: replace f -> T with v` or `…: <change> in f`.
pub(super) fn file_re(file: &str, functions: &[&str]) -> String {
    let file = regex_escape(file);
    if functions.is_empty() {
        return format!("^{file}:");
    }
    let fns = functions
        .iter()
        .map(|f| regex_escape(f))
        .collect::<Vec<_>>()
        .join("|");
    format!(r"^{file}:\d+:\d+: (replace ({fns}) -> .*|.* in ({fns}))$")
}

fn regex_escape(s: &str) -> String {
    s.chars().fold(String::new(), |mut out, c| {
        if r"\.+*?()|[]{}^$".contains(c) {
            out.push('\\');
        }
        out.push(c);
        out
    })
}

impl Scope {
    /// cargo-mutants' arguments for this scope (after `cargo mutants`).
    pub fn args(&self) -> Vec<String> {
        let mut a: Vec<String> = ["--in-place", "--no-shuffle", "--package", self.package]
            .map(String::from)
            .to_vec();
        for (file, functions) in self.files {
            a.extend(["--file".into(), (*file).into()]);
            a.extend(["--re".into(), file_re(file, functions)]);
        }
        for t in self.tests {
            a.extend(["--test-package".into(), (*t).into()]);
        }
        for t in self.targets {
            a.push(format!("--cargo-arg={t}"));
        }
        a
    }

    pub(super) fn out(&self) -> PathBuf {
        root().join("target/mutants/out").join(self.name)
    }
}
