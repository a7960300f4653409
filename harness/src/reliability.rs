//! `ipc-tax reliability`: the hostile-client catalogue, the mixed load test,
//! the fault-injection run (optionally a longer soak) and (optionally)
//! bounded fuzz runs against this build of `ipc-engine`; writes
//! `reports/reliability.md`.

use anyhow::{Context, Result};
use clap::Args;
use measure::env::EnvInfo;
use measure::log::{invocation, progress};
use measure::paths::{repo_root, reports_dir};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

#[derive(Args, Debug)]
pub struct ReliabilityArgs {
    /// Concurrent clients in the load test (default: 4 × the cores).
    #[arg(long, value_name = "N")]
    clients: Option<usize>,
    /// Seconds the load test runs (a third warm-up, then measured).
    #[arg(long, default_value_t = 20.0, value_name = "S")]
    load_seconds: f64,
    /// Faults to inject between honest clients (at least 1,000 for the report).
    #[arg(long, default_value_t = 1000, value_name = "N")]
    faults: usize,
    /// Keep injecting faults for this many seconds (a soak; the count above
    /// is still the minimum). For long runs outside CI.
    #[arg(long, default_value_t = 0.0, value_name = "SECONDS")]
    soak: f64,
    /// Seconds to fuzz each target with cargo-fuzz (0: skip fuzzing).
    /// Needs cargo-fuzz (`cargo xtask install-tools`).
    #[arg(long, default_value_t = 0, value_name = "S")]
    fuzz_seconds: u64,
    /// Where to write reliability.md (default: reports/).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

/// The fuzz targets of `fuzz/` and what each one checks.
pub const FUZZ_TARGETS: &[(&str, &str)] = &[
    (
        "frame_decoder",
        "frame reader + request/reply decoders: no panic, decode → encode round trip bit for bit",
    ),
    (
        "request_validator",
        "the engine's whole request path with kernel-safe and connection state: a well-formed reply to anything, accepted sweeps equal kernel-safe",
    ),
    (
        "session",
        "programs of stateful requests on one connection (load, sweep a handle, unload, stream open/bar/close, sweep, echo) against a model: same handles, same error codes, results bit for bit as kernel-safe and kernel-stream",
    ),
];

pub fn run(args: &ReliabilityArgs) -> Result<ExitCode> {
    let exe = measure::servers::engine_binary()?;
    let env = EnvInfo::capture(invocation());
    let mut all_passed = true;

    let mut cases = String::from(
        "| group | case | expected | outcome | observed | s |\n|---|---|---|---|---|--:|\n",
    );
    for case in hostile::cases() {
        progress(&format!("reliability: {} / {}", case.group, case.name));
        let o = hostile::run_case(&case, &exe);
        all_passed &= o.passed;
        let _ = writeln!(
            cases,
            "| {} | {} | {} | {} | {} | {:.2} |",
            o.group,
            o.name,
            o.expect,
            if o.passed { "pass" } else { "**FAIL**" },
            o.detail.replace('|', "\\|").replace('\n', " "),
            o.seconds
        );
    }

    let clients = args.clients.unwrap_or(4 * crate::kernels::all_cores());
    progress(&format!(
        "reliability: load, {clients} clients for {} s",
        args.load_seconds
    ));
    let r = hostile::load(
        &exe,
        hostile::LoadConfig {
            clients,
            duration: Duration::from_secs_f64(args.load_seconds),
            seed: 20261130,
        },
    )?;
    let load_ok = r.wrong == 0
        && r.failures == 0
        && r.rss_end_kib <= r.rss_warm_kib + r.rss_warm_kib / 4 + 4096;
    all_passed &= load_ok;
    let mix: Vec<String> = hostile::load::KINDS
        .iter()
        .zip(r.by_kind)
        .map(|(k, n)| format!("{k} {n}"))
        .collect();
    let load = format!(
        "| | |\n|---|---|\n| clients | {} ({}× the {} cores) |\n| duration | {:.1} s |\n| requests by kind | {} |\n\
         | valid requests answered right (checked against kernel-safe) | {} |\n| malformed requests refused with an error reply | {} |\n\
         | **wrong answers** | **{}** |\n| dropped requests / transport failures | {} |\n| requests per second | {:.0} |\n\
         | server RSS after the warm-up third → at the end | {} KiB → {} KiB ({:+.1}%) |\n| verdict | {} |\n",
        r.clients,
        r.clients / crate::kernels::all_cores().max(1),
        crate::kernels::all_cores(),
        r.seconds,
        mix.join(", "),
        r.valid_ok,
        r.malformed_refused,
        r.wrong,
        r.failures,
        r.by_kind.iter().sum::<u64>() as f64 / r.seconds,
        r.rss_warm_kib,
        r.rss_end_kib,
        100.0 * (r.rss_end_kib as f64 / r.rss_warm_kib as f64 - 1.0),
        if load_ok {
            "pass: no wrong answer, nothing dropped, memory flat".to_string()
        } else {
            format!(
                "**FAIL**: {}",
                r.first_problem
                    .clone()
                    .unwrap_or_else(|| "memory grew".into())
            )
        },
    );

    if !(args.soak.is_finite() && args.soak >= 0.0) {
        anyhow::bail!("--soak {}: expected a number of seconds ≥ 0", args.soak);
    }
    progress(&format!(
        "reliability: injecting {} faults{} between {} honest clients",
        args.faults,
        if args.soak > 0.0 {
            format!(" (soak: at least {} s)", args.soak)
        } else {
            String::new()
        },
        2 * crate::kernels::all_cores()
    ));
    let f = hostile::inject(
        &exe,
        hostile::FaultConfig {
            faults: args.faults,
            soak: Duration::from_secs_f64(args.soak),
            honest_clients: 2 * crate::kernels::all_cores(),
            seed: 20261201,
        },
    )?;
    all_passed &= f.passed();
    let faults = fault_markdown(&f);

    let fuzz = if args.fuzz_seconds == 0 {
        "Not run in this report (`--fuzz-seconds 0`). CI runs each target for a bounded time (`cargo xtask fuzz`).\n".to_string()
    } else {
        let mut t = String::from(
            "| target | checks | seconds | executions | exec/s | coverage (edges) | features | corpus | crashes |\n|---|---|--:|--:|--:|--:|--:|--:|--:|\n",
        );
        for (target, what) in FUZZ_TARGETS {
            progress(&format!(
                "reliability: fuzzing {target} for {} s",
                args.fuzz_seconds
            ));
            let f = fuzz_target(target, args.fuzz_seconds)?;
            all_passed &= f.crashes == 0;
            let _ = writeln!(
                t,
                "| `{target}` | {what} | {} | {} | {} | {} | {} | {} | {} |",
                args.fuzz_seconds,
                f.execs,
                f.execs / args.fuzz_seconds.max(1),
                f.cov,
                f.ft,
                f.corpus,
                f.crashes
            );
        }
        t
    };

    let md = format!(
        "# Reliability: hostile input and faults\n\n> Generated by `{}` — do not edit; rerun the command to regenerate.\n\n\
         ## Machine and build\n\n{}\n\
         ## Cases\n\nEach case starts its own `ipc-engine serve --unix` (kernel-safe) on a temporary socket, does one hostile thing, \
         and checks the answer — and that the engine still answers a valid sweep correctly afterwards. The same catalogue runs in \
         `cargo test -p engine --test hostile`.\n\n{cases}\n\
         ## Load\n\nMany clients at once, each looping over a random mix: valid sweeps on small series (1–4 combos), echoes, streaming \
         sessions (every bar, then the result), load + sweep_handle + unload, and malformed frames (random bodies, or valid sweeps with a \
         corrupted count). Every valid reply is compared with kernel-safe bit for bit; every malformed one must be an error reply.\n\n{load}\n\
         ## Faults by the thousand\n\n{faults}\n\
         ## Fuzzing\n\ncargo-fuzz (libFuzzer) targets in `fuzz/`, seeded from `fuzz/corpus/`. Crashes found and fixed are listed in `fuzz/README.md`.\n\n{fuzz}\n",
        env.command,
        env.markdown(),
    );
    let dir = args.out.clone().unwrap_or_else(reports_dir);
    std::fs::create_dir_all(&dir)?;
    let path = dir.join("reliability.md");
    std::fs::write(&path, md).with_context(|| format!("cannot write {}", path.display()))?;
    progress(&format!("wrote {}", path.display()));
    Ok(if all_passed {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The fault-injection table and verdict (a pure function of the report).
fn fault_markdown(f: &hostile::FaultReport) -> String {
    let mut kinds = String::from("| fault | injected |\n|---|--:|\n");
    for (name, n) in hostile::faults::FAULTS.iter().zip(f.injected) {
        let _ = writeln!(kinds, "| {name} | {n} |");
    }
    let rss = |i: usize| f.rss.get(i).map_or(0, |s| s.1);
    let peak = f.rss.iter().map(|s| s.1).max().unwrap_or(0);
    let samples: Vec<String> = f
        .rss
        .iter()
        .step_by((f.rss.len() / 12).max(1))
        .chain(f.rss.last())
        .map(|(t, k)| format!("{t:.0} s: {:.0} MB", *k as f64 / 1024.0))
        .collect();
    let verdict = if f.passed() {
        "pass: every fault survived, no wrong answer, no hang, no leak, memory flat".to_string()
    } else {
        format!(
            "**FAIL**: {}",
            f.first_problem
                .clone()
                .unwrap_or_else(|| "a leak or memory growth (see the rows above)".into())
        )
    };
    format!(
        "Three engines run for the whole run: **main** (Unix socket, `--frame-timeout 1 --max-memory {budget}M \
         --max-frame 64M`) takes every socket fault and serves {honest} honest clients running the load test's \
         mix (every answer checked bit for bit); **victim** is SIGKILLed and restarted, its honest client must \
         see a right answer or a clean transport error and then reconnect; **shm** has its attached client \
         SIGKILLed at random points of its requests. After each fault a fresh request to the engine it hit must \
         be answered correctly (a fault survived). File descriptors and threads are counted on the main engine \
         when it has just started, idle, and again once the run is over and every client has gone: an engine \
         that leaks nothing is back where it started.\n\n\
         {kinds}\n\
         | | |\n|---|---|\n\
         | faults injected | {total} in {secs:.0} s |\n\
         | faults survived (the engine hit answered correctly right after) | {survived} |\n\
         | **wrong answers** (honest clients, victim, probes) | **{wrong}** |\n\
         | **hangs** (no answer or reconnect within the deadline) | **{hangs}** |\n\
         | honest requests answered right | {ok} |\n\
         | honest requests dropped on the main engine | {dropped} |\n\
         | victim requests cut by its SIGKILL (then reconnected) | {cut} |\n\
         | main engine file descriptors, baseline → after | {fd0} → {fd1} |\n\
         | main engine threads, baseline → after | {th0} → {th1} |\n\
         | child processes left (forked clients, engines beyond the three) | {procs} |\n\
         | main engine RSS: start → peak → settled | {start} → {peak} → {end} KiB (budget {budget} MiB) |\n\
         | RSS over time | {samples} |\n\
         | verdict | {verdict} |\n\n\
         Memory is flat when no sample exceeds the budget (plus 32 MiB for the binary, stacks and allocator \
         slack) and the last third of the run peaks no higher than the middle third (plus 10% and 8 MiB): \
         in the first third the faults fill the budget and the allocator's arenas settle; a leak would keep \
         climbing after that. After every \
         connection closed the engine still holds what glibc keeps in its arenas for reuse (the settled figure); \
         `malloc_trim` runs when a connection ends.\n",
        budget = f.budget_kib >> 10,
        honest = 2 * crate::kernels::all_cores(),
        total = f.total(),
        secs = f.seconds,
        survived = f.survived,
        wrong = f.wrong,
        hangs = f.hangs,
        ok = f.honest_ok,
        dropped = f.dropped,
        cut = f.cut_by_engine_kill,
        fd0 = f.fds.0,
        fd1 = f.fds.1,
        th0 = f.threads.0,
        th1 = f.threads.1,
        procs = f.leaked_processes,
        start = rss(0),
        end = f.rss.last().map_or(0, |s| s.1),
        samples = samples.join(" · "),
    )
}

/// libFuzzer's final statistics for one bounded run.
pub struct FuzzStats {
    pub execs: u64,
    pub cov: u64,
    pub ft: u64,
    pub corpus: u64,
    pub crashes: u64,
}

/// Runs one target for `seconds` through cargo-fuzz (stable toolchain with
/// RUSTC_BOOTSTRAP for the `-Z` flags, no sanitizer) and reads its stats.
pub fn fuzz_target(target: &str, seconds: u64) -> Result<FuzzStats> {
    let fuzz_dir = repo_root().join("fuzz");
    let corpus = fuzz_dir.join("corpus").join(target);
    let work = tempfile::tempdir()?;
    // Fuzz into a scratch copy so the committed seed corpus stays as it is.
    for e in std::fs::read_dir(&corpus)
        .with_context(|| format!("seed corpus {} missing", corpus.display()))?
    {
        let p = e?.path();
        std::fs::copy(&p, work.path().join(p.file_name().context("name")?))?;
    }
    let out = measure::paths::cargo_command()
        .current_dir(&fuzz_dir)
        .env("RUSTC_BOOTSTRAP", "1")
        .args(["fuzz", "run", "--sanitizer", "none", target])
        .arg(work.path())
        .args([
            "--",
            &format!("-max_total_time={seconds}"),
            "-print_final_stats=1",
        ])
        .output()
        .context("cannot run cargo fuzz (install it: cargo xtask install-tools)")?;
    let log = String::from_utf8_lossy(&out.stderr).to_string();
    let stat = |name: &str| -> u64 {
        log.lines()
            .filter_map(|l| l.strip_prefix(&format!("stat::{name}:")))
            .filter_map(|v| v.trim().parse().ok())
            .next_back()
            .unwrap_or(0)
    };
    let last_status = log
        .lines()
        .rev()
        .find(|l| l.contains(" cov: "))
        .unwrap_or("");
    let field = |name: &str| -> u64 {
        last_status
            .split_whitespace()
            .skip_while(|w| *w != name)
            .nth(1)
            .and_then(|v| v.split('/').next()?.parse().ok())
            .unwrap_or(0)
    };
    let crashed = !out.status.success() || log.contains("SUMMARY: libFuzzer");
    if crashed && !log.contains("SUMMARY: libFuzzer") {
        anyhow::bail!(
            "cargo fuzz run {target} failed to run:\n{}",
            log.lines()
                .rev()
                .take(20)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
    Ok(FuzzStats {
        execs: stat("number_of_executed_units"),
        cov: field("cov:"),
        ft: field("ft:"),
        corpus: field("corp:"),
        crashes: u64::from(crashed),
    })
}
