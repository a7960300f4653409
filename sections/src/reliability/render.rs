//! The reliability section's page: a pure function of its record.

use super::{Record, load_passed};
use report::SectionOutput;
use serde_json::json;
use std::fmt::Write as _;

pub fn render(rec: &Record) -> SectionOutput {
    let markdown = format!(
        "## Reliability: hostile input and faults\n\n**Verdict: {verdict}.**\n\n\
         ### Cases\n\nEach case starts its own `ipc-engine serve --unix` (kernel-safe) on a temporary socket, does one hostile thing, \
         and checks the answer — and that the engine still answers a valid sweep correctly afterwards. The same catalogue runs in \
         `cargo test -p engine --test hostile`.\n\n{cases}\n\
         ### Load\n\nMany clients at once, each looping over a random mix: valid sweeps on small series (1–4 combos), echoes, streaming \
         sessions (every bar, then the result), load + sweep_handle + unload, and malformed frames (random bodies, or valid sweeps with a \
         corrupted count). Every valid reply is compared with kernel-safe bit for bit; every malformed one must be an error reply.\n\n{load}\n\
         ### Faults by the thousand\n\n{faults}\n\
         ### Fuzzing\n\ncargo-fuzz (libFuzzer) targets in `fuzz/`, seeded from `fuzz/corpus/`. Crashes found and fixed are listed in `fuzz/README.md`.\n\n{fuzz}\n",
        verdict = verdict(rec),
        cases = cases_table(rec),
        load = load_table(rec),
        faults = fault_markdown(&rec.faults, rec.honest_clients),
        fuzz = fuzz_table(rec),
    );
    let failed: Vec<&str> = rec
        .cases
        .iter()
        .filter(|c| !c.passed)
        .map(|c| c.name.as_str())
        .collect();
    let data = json!({
        "passed": super::passed(rec),
        "cases": rec.cases.len(),
        "cases_failed": failed,
        "load": {"clients": rec.load.clients, "seconds": rec.load.seconds, "valid_ok": rec.load.valid_ok,
                 "malformed_refused": rec.load.malformed_refused, "wrong": rec.load.wrong, "failures": rec.load.failures,
                 "rss_warm_kib": rec.load.rss_warm_kib, "rss_end_kib": rec.load.rss_end_kib, "passed": load_passed(&rec.load)},
        "faults": {"injected": rec.faults.total(), "survived": rec.faults.survived, "wrong": rec.faults.wrong,
                   "hangs": rec.faults.hangs, "dropped": rec.faults.dropped, "fds": [rec.faults.fds.0, rec.faults.fds.1],
                   "threads": [rec.faults.threads.0, rec.faults.threads.1], "leaked_processes": rec.faults.leaked_processes,
                   "passed": rec.faults.passed()},
        "fuzz": rec.fuzz.iter().map(|f| json!({"target": f.target, "seconds": f.seconds, "execs": f.execs, "crashes": f.crashes})).collect::<Vec<_>>(),
    });
    SectionOutput {
        markdown,
        data,
        csv: None,
        summary: None,
    }
}

/// The one-line verdict: what failed, or that nothing did.
fn verdict(rec: &Record) -> String {
    let failed = rec.cases.iter().filter(|c| !c.passed).count();
    let mut problems = Vec::new();
    if failed > 0 {
        problems.push(format!("{failed} of {} cases failed", rec.cases.len()));
    }
    if !load_passed(&rec.load) {
        problems.push("the load test failed".into());
    }
    if !rec.faults.passed() {
        problems.push("the fault run failed".into());
    }
    let crashes: u64 = rec.fuzz.iter().map(|f| f.crashes).sum();
    if crashes > 0 {
        problems.push(format!("{crashes} fuzz target(s) crashed"));
    }
    if problems.is_empty() {
        format!(
            "pass — {} cases, the load test and {} faults: no wrong answer, no hang, no leak",
            rec.cases.len(),
            rec.faults.total()
        )
    } else {
        format!("**FAIL** — {}", problems.join("; "))
    }
}

fn cases_table(rec: &Record) -> String {
    let mut t = String::from(
        "| group | case | expected | outcome | observed | s |\n|---|---|---|---|---|--:|\n",
    );
    for o in &rec.cases {
        let _ = writeln!(
            t,
            "| {} | {} | {} | {} | {} | {:.2} |",
            o.group,
            o.name,
            o.expect,
            if o.passed { "pass" } else { "**FAIL**" },
            o.detail.replace('|', "\\|").replace('\n', " "),
            o.seconds
        );
    }
    t
}

fn load_table(rec: &Record) -> String {
    let r = &rec.load;
    let mix: Vec<String> = hostile::load::KINDS
        .iter()
        .zip(r.by_kind)
        .map(|(k, n)| format!("{k} {n}"))
        .collect();
    format!(
        "| | |\n|---|---|\n| clients | {} ({}× the {} cores) |\n| duration | {:.1} s |\n| requests by kind | {} |\n\
         | valid requests answered right (checked against kernel-safe) | {} |\n| malformed requests refused with an error reply | {} |\n\
         | **wrong answers** | **{}** |\n| dropped requests / transport failures | {} |\n| requests per second | {:.0} |\n\
         | server RSS after the warm-up third → at the end | {} KiB → {} KiB ({:+.1}%) |\n| verdict | {} |\n",
        r.clients,
        r.clients / rec.cores.max(1),
        rec.cores,
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
        if load_passed(r) {
            "pass: no wrong answer, nothing dropped, memory flat".to_string()
        } else {
            format!(
                "**FAIL**: {}",
                r.first_problem
                    .clone()
                    .unwrap_or_else(|| "memory grew".into())
            )
        },
    )
}

fn fuzz_table(rec: &Record) -> String {
    if rec.fuzz_seconds == 0 || rec.fuzz.is_empty() {
        return "Not run in this report (`--fuzz-seconds 0`). CI runs each target for a bounded time (`cargo xtask fuzz`).\n".into();
    }
    let mut t = String::from(
        "| target | checks | seconds | executions | exec/s | coverage (edges) | features | corpus | crashes |\n|---|---|--:|--:|--:|--:|--:|--:|--:|\n",
    );
    for f in &rec.fuzz {
        let _ = writeln!(
            t,
            "| `{}` | {} | {} | {} | {} | {} | {} | {} | {} |",
            f.target,
            f.checks,
            f.seconds,
            f.execs,
            f.execs / f.seconds.max(1),
            f.cov,
            f.ft,
            f.corpus,
            f.crashes
        );
    }
    t
}

/// The fault-injection table and verdict (a pure function of the report).
fn fault_markdown(f: &hostile::FaultReport, honest: usize) -> String {
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
