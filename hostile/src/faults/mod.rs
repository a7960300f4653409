//! Faults by the thousand: injected faults interleaved with honest clients,
//! against long-lived engines, with leaks counted at the end.
//!
//! Three engines run for the whole run: `main` (Unix socket) takes every
//! socket fault and serves the honest clients — its file descriptors,
//! threads and resident memory are what "no leak" is measured on; `victim`
//! is killed with SIGKILL and restarted (its honest client must see either a
//! right answer or a clean transport error, then reconnect); `shm` has its
//! attached clients killed at random points of their requests. After every
//! fault a fresh probe request must be answered correctly by the engine the
//! fault hit: that is a fault survived. The connection faults (idle
//! ones left open, slow senders, connect-and-close storms) are in
//! [`connections`].
//!
//! A soak ([`soak`]) is the same run for a given time, with standing
//! crowds of idle and slow connections beside it ([`crowd`]) and the main
//! engine's resident memory, descriptors and threads sampled throughout:
//! each must stay flat.

mod connections;
mod crowd;

pub use crowd::Crowd;

use crate::engine::{Conn, Engine, frame};
use crate::load::{Rng, Tally, client_loop};
use anyhow::{Context, Result, bail};
use kernel_spec::{Params, Sweep};
use std::io::{Read, Write};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use tempfile::TempDir;
use transport::launch::EngineProcess;
use transport::shm::{ShmStream, Wait};
use transport::{Client, Op, encode_request};

/// Every kind of fault injected, in the order of the report.
pub const FAULTS: [&str; 13] = [
    "disconnect mid-frame",
    "garbage body",
    "garbage bytes, no framing",
    "oversized claim (past --max-frame)",
    "large claim, partial body, disconnect",
    "stall mid-frame (left to the frame timeout)",
    "stall reading a large reply",
    "client process SIGKILLed mid-request",
    "engine SIGKILLed and restarted",
    "shm client SIGKILLed mid-request",
    "idle connections opened and left open",
    "slow sender (a byte of its request per fault)",
    "connect-and-close storm",
];

#[derive(Clone, Copy, Debug)]
pub struct FaultConfig {
    /// At least this many faults.
    pub faults: usize,
    /// Keep injecting until this much time has passed, if longer.
    pub at_least: Duration,
    /// Honest clients on the main engine.
    pub honest_clients: usize,
    /// Standing crowds beside the faults (none: the fault run alone).
    pub crowd: Crowd,
    pub seed: u64,
}

/// What the run saw.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FaultReport {
    pub seconds: f64,
    /// Faults injected per kind, in the order of [`FAULTS`] (a record of
    /// an older run has fewer kinds: the ones added since were not run).
    pub injected: Vec<u64>,
    /// Faults after which the engine hit answered a probe correctly.
    pub survived: u64,
    /// Honest requests answered right (main engine, victim, probes).
    pub honest_ok: u64,
    /// Answers that were wrong (must be 0).
    pub wrong: u64,
    /// Requests or reconnects that got no answer within their deadline (must be 0).
    pub hangs: u64,
    /// Honest requests on the main engine that failed in transport (must be 0:
    /// it is never killed).
    pub dropped: u64,
    /// Victim requests cut by its SIGKILL (expected; each then reconnected).
    pub cut_by_engine_kill: u64,
    pub first_problem: Option<String>,
    /// Main engine when it had just started (idle) and once the run is over
    /// and every client has gone.
    pub fds: (usize, usize),
    pub threads: (usize, usize),
    /// Every thread of the main engine at the end, when more remain than
    /// it started with (what the extra one is doing).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub threads_at_end: Vec<String>,
    /// Processes this run started (forked clients, killed engines) that are
    /// still around at the end, running or unreaped.
    pub leaked_processes: usize,
    /// (seconds, KiB) of the main engine, sampled through the run; the last
    /// sample is taken after everything settled.
    pub rss: Vec<(f64, u64)>,
    /// (seconds, open descriptors) and (seconds, threads) of the main
    /// engine, sampled with `rss` while faults run (not after they
    /// settled): a soak requires them flat too. Empty in records from
    /// before they were sampled.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fds_sampled: Vec<(f64, u64)>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub threads_sampled: Vec<(f64, u64)>,
    /// The standing crowds beside the faults, and the requests of theirs
    /// answered right (their wrong answers, hangs and drops are counted
    /// with everyone's above).
    #[serde(default, skip_serializing_if = "is_default")]
    pub crowd: Crowd,
    #[serde(default, skip_serializing_if = "is_default")]
    pub crowd_ok: u64,
    /// The main engine's `--max-memory`, KiB.
    pub budget_kib: u64,
}

fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

/// Resident memory the engine may hold beyond its budget: the binary,
/// thread stacks, allocator slack.
pub const RSS_SLACK_KIB: u64 = 32 << 10;

/// How far the last third's resident memory may sit above the middle
/// third's, as (a percentage, plus KiB): allocator noise.
pub const RSS_TOLERANCE: (u64, u64) = (10, 8192);

/// How far a soak's last third may sit above its middle third, as (a
/// percentage, plus a count): open descriptors — every connection is two
/// (its socket and its eviction eventfd), and how many are open at a
/// sample is whichever connections the faults and crowds hold then.
pub const FDS_TOLERANCE: (u64, u64) = (10, 32);
/// The same for threads: a connection with a request under way has one,
/// so a sample lands on however many are being served then.
pub const THREADS_TOLERANCE: (u64, u64) = (25, 4);

impl FaultReport {
    pub fn total(&self) -> u64 {
        self.injected.iter().sum()
    }

    /// Resident memory never above the budget (plus slack), and flat: the
    /// last third of the run sits no higher than the middle third did (the
    /// median of its samples, plus 10% and 8 MiB of allocator noise). The
    /// first third is the warm-up in which the faults fill the budget and
    /// glibc's arenas settle (several seconds: a run of a few hundred faults
    /// is too short to judge); a leak raises the level after it. Medians,
    /// not peaks: a peak is whichever large requests and storms of
    /// connections happened to coincide with a sample (a run of 1,000
    /// faults whose fds, threads and settled memory all came back, settled
    /// lower than earlier runs, still had its one highest sample in the
    /// last third).
    pub fn rss_flat(&self) -> bool {
        rss_flat(&self.rss, self.budget_kib)
    }

    pub fn rss_under_budget(&self) -> bool {
        rss_under_budget(&self.rss, self.budget_kib)
    }

    /// Open descriptors flat through the run ([`FDS_TOLERANCE`]).
    pub fn fds_flat(&self) -> bool {
        level_flat(&self.fds_sampled, FDS_TOLERANCE)
    }

    /// Threads flat through the run ([`THREADS_TOLERANCE`]).
    pub fn threads_flat(&self) -> bool {
        level_flat(&self.threads_sampled, THREADS_TOLERANCE)
    }

    /// A soak passes: the fault run passes ([`FaultReport::passed`]: no
    /// wrong answer, hang or drop, every fault survived, descriptors,
    /// threads and processes back where they started, memory flat), and
    /// descriptors and threads stayed flat while it ran.
    pub fn soak_passed(&self) -> bool {
        self.passed() && self.fds_flat() && self.threads_flat()
    }

    pub fn passed(&self) -> bool {
        self.wrong == 0
            && self.hangs == 0
            && self.dropped == 0
            && self.survived == self.total()
            && self.fds.1 <= self.fds.0
            && self.threads.1 <= self.threads.0
            && self.leaked_processes == 0
            && self.rss_flat()
    }

    fn problem(&mut self, what: String) {
        self.first_problem.get_or_insert(what);
    }
}

/// Whether no sample exceeds the budget plus [`RSS_SLACK_KIB`].
pub fn rss_under_budget(samples: &[(f64, u64)], budget_kib: u64) -> bool {
    samples
        .iter()
        .all(|&(_, k)| k <= budget_kib + RSS_SLACK_KIB)
}

/// See [`FaultReport::rss_flat`].
pub fn rss_flat(samples: &[(f64, u64)], budget_kib: u64) -> bool {
    rss_under_budget(samples, budget_kib) && level_flat(samples, RSS_TOLERANCE)
}

/// The level (median of the samples) of the middle and of the last third
/// of a run, by time; `None` without samples.
pub fn thirds(samples: &[(f64, u64)]) -> Option<(u64, u64)> {
    let &(end, _) = samples.last()?;
    let level = |from: f64, to: f64| {
        let mut v: Vec<u64> = samples
            .iter()
            .filter(|(t, _)| (from..to).contains(t))
            .map(|&(_, k)| k)
            .collect();
        v.sort_unstable();
        v.get(v.len() / 2).copied().unwrap_or(0)
    };
    Some((
        level(end / 3.0, 2.0 * end / 3.0),
        level(2.0 * end / 3.0, f64::INFINITY),
    ))
}

/// Flat: the last third's level no higher than the middle third's plus
/// `percent`% and `plus` (the first third is the warm-up, in which the
/// faults and crowds fill up); no samples is not flat.
pub fn level_flat(samples: &[(f64, u64)], (percent, plus): (u64, u64)) -> bool {
    thirds(samples).is_some_and(|(middle, last)| last <= middle + middle * percent / 100 + plus)
}

const ROW: Params = Params::new(20, 10, 4, 10, 3, 5);

/// A process the run started and ended: its pid and its start time (in
/// clock ticks since boot, from `/proc/<pid>/stat`), so that a later
/// process given the same pid — the victim's next engine, another forked
/// client — is not taken for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ended {
    pid: u32,
    started: Option<u64>,
}

impl Ended {
    /// Notes `pid` while it is still ours (before it is reaped).
    fn note(pid: u32) -> Ended {
        Ended {
            pid,
            started: ProcStat::read(pid).map(|s| s.started),
        }
    }

    /// Whether this very process is still a child of this process
    /// (running or a zombie nobody reaped): a leaked process.
    fn leaked(&self) -> bool {
        let me = std::process::id();
        ProcStat::read(self.pid).is_some_and(|s| s.parent == me && Some(s.started) == self.started)
    }
}

/// The two fields of `/proc/<pid>/stat` a leak check needs.
struct ProcStat {
    parent: u32,
    started: u64,
}

impl ProcStat {
    fn read(pid: u32) -> Option<ProcStat> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        ProcStat::parse(&stat)
    }

    /// After the command's closing parenthesis: state, ppid (field 4), …,
    /// starttime (field 22).
    fn parse(stat: &str) -> Option<ProcStat> {
        let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
        Some(ProcStat {
            parent: fields.get(1)?.parse().ok()?,
            started: fields.get(19)?.parse().ok()?,
        })
    }
}

/// Forks a client that runs `body` until killed (it never returns).
fn forked(body: impl FnOnce()) -> Result<libc::pid_t> {
    // SAFETY: the child runs `body` — socket or shm I/O and frame coding,
    // with malloc usable after glibc's fork handlers — and leaves with
    // _exit, never returning into the parent's code.
    let pid = unsafe { libc::fork() };
    if pid == 0 {
        body();
        // SAFETY: leave without running the parent's destructors.
        unsafe { libc::_exit(0) };
    }
    if pid < 0 {
        bail!("fork: {}", std::io::Error::last_os_error());
    }
    Ok(pid)
}

fn kill_and_reap(pid: libc::pid_t) {
    // SAFETY: kill and reap our own child.
    unsafe {
        libc::kill(pid, libc::SIGKILL);
        libc::waitpid(pid, std::ptr::null_mut(), 0);
    }
}

/// One correct answer from `client`, or why not (`Err(true)`: wrong answer).
fn probe<S: Read + Write>(client: &mut Client<S>, close: &[f64]) -> Result<(), (bool, String)> {
    let (got, _) = client
        .sweep(close, &[ROW], false)
        .map_err(|e| (false, format!("probe: {e}")))?;
    let want = kernel_safe::sweep(&Sweep::new(close, &[ROW]).expect("valid"))[0];
    if got.len() == 1 && got[0].trades == want.trades && got[0].pnl.to_bits() == want.pnl.to_bits()
    {
        Ok(())
    } else {
        Err((
            true,
            format!("probe answered {got:?}, kernel-safe {want:?}"),
        ))
    }
}

/// The honest client of the victim engine: loops sweeps, reconnecting after
/// each kill; counts right answers, cut requests, wrong answers and hangs.
fn victim_loop(socket: PathBuf, close: Vec<f64>, stop: Arc<AtomicBool>) -> FaultReport {
    let mut r = FaultReport::default();
    let connect = || -> Option<Client<Conn>> {
        let s = UnixStream::connect(&socket).ok()?;
        s.set_read_timeout(Some(Duration::from_secs(10))).ok()?;
        Some(Client::new(Conn::Unix(s)))
    };
    let mut client = connect();
    while !stop.load(Ordering::Relaxed) {
        let Some(c) = client.as_mut() else {
            // Reconnect: the engine is restarted within a second of its kill.
            let t0 = Instant::now();
            while client.is_none() && t0.elapsed() < Duration::from_secs(10) {
                std::thread::sleep(Duration::from_millis(2));
                client = connect();
            }
            if client.is_none() && !stop.load(Ordering::Relaxed) {
                r.hangs += 1;
                r.problem("victim: no reconnect within 10 s".into());
                return r;
            }
            continue;
        };
        match probe(c, &close) {
            Ok(()) => r.honest_ok += 1,
            Err((true, what)) => {
                r.wrong += 1;
                r.problem(format!("victim: {what}"));
            }
            Err((false, what)) => {
                if what.contains("timed out") || what.contains("WouldBlock") {
                    r.hangs += 1;
                    r.problem(format!("victim: {what}"));
                }
                r.cut_by_engine_kill += 1;
                client = None;
            }
        }
    }
    r
}

/// The main engine's `--max-memory`.
const MAIN_BUDGET_MIB: u64 = 512;

/// Runs the fault mix; see the module docs.
pub fn inject(exe: &Path, cfg: FaultConfig) -> Result<FaultReport> {
    let main = start_main(exe)?;
    // The idle engine: what it must return to once every client is gone.
    let idle = (main.fd_count()?, main.thread_count()?);
    let mut run = FaultRun::start(exe, main, cfg.seed)?;
    let stop = Arc::new(AtomicBool::new(false));
    let honest = spawn_honest_clients(&run.main.socket, &run.grid, &cfg, &stop);
    let victim_client = {
        let (socket, close, stop) = (
            run.victim_socket.clone(),
            run.close.clone(),
            Arc::clone(&stop),
        );
        std::thread::spawn(move || victim_loop(socket, close, stop))
    };
    let crowd = crowd::Running::start(&run.main.socket, cfg.crowd, &run.close, cfg.seed, &stop);

    std::thread::sleep(Duration::from_millis(300));
    let mut r = FaultReport {
        injected: vec![0; FAULTS.len()],
        budget_kib: MAIN_BUDGET_MIB << 10,
        crowd: cfg.crowd,
        fds: (idle.0, 0),
        threads: (idle.1, 0),
        ..Default::default()
    };
    let t0 = Instant::now();
    r.rss.push((0.0, run.main.rss_kib()?));
    run.inject_all(&cfg, &mut r, t0)?;
    // Stalled connections end at the frame timeout; then everything settles.
    run.stalled.clear();
    run.let_connections_go(&mut r);
    std::thread::sleep(Duration::from_millis(1500));
    stop.store(true, Ordering::SeqCst);
    let honest_total = join_honest_clients(honest)?;
    let v = victim_client
        .join()
        .map_err(|_| anyhow::anyhow!("the victim's client panicked"))?;
    r.count_clients(honest_total, v);
    r.count_crowd(crowd.finish()?);
    record_settled_counts(&run.main, &mut r)?;
    r.rss
        .push((t0.elapsed().as_secs_f64(), run.main.rss_kib()?));
    r.seconds = t0.elapsed().as_secs_f64();
    r.leaked_processes = run.ended.iter().filter(|p| p.leaked()).count();
    let _ = run.shm.kill();
    Ok(r)
}

/// The main engine: a frame timeout of 1 s for the stalls, a memory budget
/// to be measured against, and a frame limit for the oversized claims.
fn start_main(exe: &Path) -> Result<Engine> {
    let budget = format!("{MAIN_BUDGET_MIB}M");
    Engine::start(
        exe,
        &[
            "--frame-timeout",
            "1",
            "--max-memory",
            &budget,
            "--max-frame",
            "64M",
        ],
    )
}

/// The honest clients of the main engine, each with its own seed.
fn spawn_honest_clients(
    socket: &Path,
    grid: &[Params],
    cfg: &FaultConfig,
    stop: &Arc<AtomicBool>,
) -> Vec<JoinHandle<Tally>> {
    let series: Arc<Vec<Vec<f64>>> = Arc::new(
        (0..3)
            .map(|i| kernel_spec::dataset::chacha_gbm(200 + i, 500 + 300 * i as usize, 0.01))
            .collect(),
    );
    (0..cfg.honest_clients)
        .map(|k| {
            let (socket, series, grid, stop) = (
                socket.to_path_buf(),
                Arc::clone(&series),
                grid.to_vec(),
                Arc::clone(stop),
            );
            let seed = cfg.seed ^ k as u64;
            std::thread::spawn(move || client_loop(&socket, &series, &grid, seed, &stop))
        })
        .collect()
}

/// The honest clients' tallies, summed; the first problem any of them saw.
fn join_honest_clients(honest: Vec<JoinHandle<Tally>>) -> Result<Tally> {
    let mut total = Tally::default();
    for h in honest {
        let t = h
            .join()
            .map_err(|_| anyhow::anyhow!("an honest client panicked"))?;
        total.valid_ok += t.valid_ok;
        total.wrong += t.wrong;
        total.failures += t.failures;
        if total.first.is_none() {
            total.first = t.first;
        }
    }
    Ok(total)
}

/// Records the main engine's file descriptors and threads once every
/// client has gone.
fn record_settled_counts(main: &Engine, r: &mut FaultReport) -> Result<()> {
    // Connection threads end as their sockets close: wait for the counts to
    // come back (or not) before reading them.
    let settle = Instant::now();
    loop {
        r.fds.1 = main.fd_count()?;
        r.threads.1 = main.thread_count()?;
        let settled = r.fds.1 <= r.fds.0 && r.threads.1 <= r.threads.0;
        // Generous: on a loaded 2-vCPU machine a connection thread was seen
        // to need more than 5 s to end; a leak never ends.
        if settled {
            return Ok(());
        }
        if settle.elapsed() > Duration::from_secs(20) {
            r.threads_at_end = main.thread_states()?;
            return Ok(());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

impl FaultReport {
    /// Counts the probe after a fault of `kind` (an index in [`FAULTS`]).
    fn count_probe(&mut self, kind: usize, outcome: Result<(), (bool, String)>) {
        match outcome {
            Ok(()) => {
                self.survived += 1;
                self.honest_ok += 1;
            }
            Err((wrong, what)) => {
                if wrong {
                    self.wrong += 1;
                } else {
                    self.hangs += 1;
                }
                self.problem(format!("after fault {:?}: {what}", FAULTS[kind]));
            }
        }
    }

    /// Adds what the standing crowds saw.
    fn count_crowd(&mut self, c: crowd::Tally) {
        self.crowd_ok += c.ok;
        self.honest_ok += c.ok;
        self.wrong += c.wrong;
        self.hangs += c.hangs;
        self.dropped += c.dropped;
        if let Some(p) = c.first {
            self.problem(p);
        }
    }

    /// Adds what the honest clients of the main engine and the victim's
    /// client saw.
    fn count_clients(&mut self, honest: Tally, victim: FaultReport) {
        self.honest_ok += honest.valid_ok + victim.honest_ok;
        self.wrong += honest.wrong + victim.wrong;
        self.dropped += honest.failures;
        self.hangs += victim.hangs;
        self.cut_by_engine_kill = victim.cut_by_engine_kill;
        if let Some(p) = honest.first.or(victim.first_problem) {
            self.problem(p);
        }
    }
}

/// The engines of a fault run, the data its faults send, and what the
/// faults leave behind.
struct FaultRun<'a> {
    exe: &'a Path,
    main: Engine,
    victim: Engine,
    victim_socket: PathBuf,
    shm: EngineProcess,
    shm_path: PathBuf,
    close: Vec<f64>,
    big: Vec<f64>,
    grid: Vec<Params>,
    rng: Rng,
    /// Connections left stalled mid-frame or mid-reply, and since when.
    stalled: Vec<(Conn, Instant)>,
    /// Every process the run starts and ends again; none may be left.
    ended: Vec<Ended>,
    /// Connections opened and left silent, oldest first.
    idle: Vec<Conn>,
    /// Slow senders: each connection, the bytes of its request sent so
    /// far, and when it started.
    slow: Vec<(Conn, usize, Instant)>,
    /// What a slow sender's end showed that was wrong: a missing or wrong
    /// refusal (wrong answer or not), told by the next probe.
    slow_problem: Option<(bool, String)>,
    _victim_dir: TempDir,
    _shm_dir: TempDir,
}

impl<'a> FaultRun<'a> {
    /// Starts the victim and the shm engine beside `main`.
    fn start(exe: &'a Path, main: Engine, seed: u64) -> Result<Self> {
        let victim_dir = tempfile::tempdir()?;
        let victim_socket = victim_dir.path().join("victim.sock");
        let victim = Engine::start_at(exe, &victim_socket, &[], tempfile::tempdir()?)?;
        let shm_dir = tempfile::tempdir()?;
        let (shm, shm_path) = crate::engine::start_shm(exe, shm_dir.path())?;
        Ok(FaultRun {
            exe,
            main,
            victim,
            victim_socket,
            shm,
            shm_path,
            close: kernel_spec::dataset::chacha_gbm(3, 300, 0.01),
            big: kernel_spec::dataset::chacha_gbm(4, 150_000, 0.001),
            grid: kernel_spec::paper_grid(),
            rng: Rng(seed),
            stalled: Vec::new(),
            ended: Vec::new(),
            idle: Vec::new(),
            slow: Vec::new(),
            slow_problem: None,
            _victim_dir: victim_dir,
            _shm_dir: shm_dir,
        })
    }

    /// Injects random faults, each followed by a probe, until there have
    /// been enough and the soak time is over; samples the main engine's
    /// resident memory on the way.
    fn inject_all(&mut self, cfg: &FaultConfig, r: &mut FaultReport, t0: Instant) -> Result<()> {
        let mut last_sample = Instant::now();
        // Four a second, or about 600 over a long run: enough for a median
        // per third, few enough for the record.
        let every = (cfg.at_least / 600).max(Duration::from_millis(250));
        let mut n = 0;
        while n < cfg.faults || t0.elapsed() < cfg.at_least {
            let kind = (self.rng.below(FAULTS.len() as u64)) as usize;
            r.injected[kind] += 1;
            n += 1;
            self.trickle_slow_senders();
            self.inject_fault(kind)?;
            // The engine the fault hit answers a fresh request correctly.
            r.count_probe(kind, self.probe_after(kind));
            if last_sample.elapsed() >= every {
                last_sample = Instant::now();
                let t = t0.elapsed().as_secs_f64();
                r.rss.push((t, self.main.rss_kib()?));
                r.fds_sampled.push((t, self.main.fd_count()? as u64));
                r.threads_sampled
                    .push((t, self.main.thread_count()? as u64));
            }
        }
        Ok(())
    }

    /// One fault of `kind`, an index in [`FAULTS`].
    fn inject_fault(&mut self, kind: usize) -> Result<()> {
        match kind {
            0 => self.disconnect_mid_frame(),
            1 => self.garbage_body(),
            2 => self.garbage_bytes(),
            3 => self.oversized_claim(),
            4 => self.partial_large_body(),
            5 => self.stall_mid_frame(),
            6 => self.stall_reading_reply(),
            7 => self.kill_client_mid_request(),
            8 => self.restart_victim(),
            9 => self.kill_shm_client_mid_request(),
            10 => self.open_idle_connections(),
            11 => self.start_slow_sender(),
            _ => self.connect_and_close_storm(),
        }
    }

    fn disconnect_mid_frame(&mut self) -> Result<()> {
        let f = encode_request(Op::Sweep, false, &self.close, &[ROW], 0);
        let mut s = self.main.connect()?;
        let cut = 1 + self.rng.below(f.len() as u64 - 1) as usize;
        let _ = s.write_all(&f[..cut]);
        Ok(())
    }

    fn garbage_body(&mut self) -> Result<()> {
        let rng = &mut self.rng;
        let body: Vec<u8> = (0..1 + rng.below(200)).map(|_| rng.next() as u8).collect();
        let mut s = self.main.connect()?;
        let _ = s.write_all(&frame(&body));
        let _ = crate::engine::reply(&mut s);
        Ok(())
    }

    fn garbage_bytes(&mut self) -> Result<()> {
        let rng = &mut self.rng;
        let junk: Vec<u8> = (0..1 + rng.below(64)).map(|_| rng.next() as u8).collect();
        let mut s = self.main.connect()?;
        let _ = s.write_all(&junk);
        Ok(())
    }

    fn oversized_claim(&mut self) -> Result<()> {
        let mut s = self.main.connect()?;
        let _ = s.write_all(&(65u32 << 20).to_le_bytes());
        let _ = crate::engine::reply(&mut s);
        Ok(())
    }

    fn partial_large_body(&mut self) -> Result<()> {
        let mut s = self.main.connect()?;
        let _ = s.write_all(&(60u32 << 20).to_le_bytes());
        let _ = s.write_all(&vec![Op::Echo as u8; 1 + self.rng.below(300_000) as usize]);
        Ok(())
    }

    fn stall_mid_frame(&mut self) -> Result<()> {
        let mut s = self.connection_to_stall()?;
        let f = encode_request(Op::Sweep, false, &self.close, &[ROW], 0);
        let _ = s.write_all(&f[..f.len() / 2]);
        self.stalled.push((s, Instant::now()));
        Ok(())
    }

    fn stall_reading_reply(&mut self) -> Result<()> {
        let mut s = self.connection_to_stall()?;
        // A 16 MB echo whose reply is never read: the engine's write blocks
        // until the frame timeout.
        let f = encode_request(Op::Echo, false, &self.big.repeat(14), &[], 0);
        let _ = s.write_all(&f);
        self.stalled.push((s, Instant::now()));
        Ok(())
    }

    /// A new connection to the main engine, to be stalled: first, when 8
    /// are stalled already, the oldest is let go.
    fn connection_to_stall(&mut self) -> Result<Conn> {
        if self.stalled.len() >= 8 {
            // Let the oldest ones reach the frame timeout first.
            let (mut s, since) = self.stalled.remove(0);
            std::thread::sleep(Duration::from_millis(1200).saturating_sub(since.elapsed()));
            let _ = s.set_read_timeout(Some(Duration::from_millis(200)));
            let _ = s.read(&mut [0u8; 64]);
        }
        self.main.connect()
    }

    fn kill_client_mid_request(&mut self) -> Result<()> {
        let request = encode_request(Op::Sweep, false, &self.big, &self.grid[..2], 0);
        let socket = self.main.socket.clone();
        let pid = forked(move || {
            if let Ok(mut s) = UnixStream::connect(&socket) {
                let _ = s.write_all(&request);
                std::thread::sleep(Duration::from_secs(30));
            }
        })?;
        self.kill_after_a_moment(pid);
        Ok(())
    }

    fn restart_victim(&mut self) -> Result<()> {
        let ended = Ended::note(self.victim.pid());
        self.victim.signal(libc::SIGKILL)?;
        // SIGKILL cannot be caught: the bound is the kernel's teardown,
        // which once took over 5 s on a loaded 2-vCPU VM.
        self.victim.wait_exit(Duration::from_secs(30))?;
        self.ended.push(ended);
        self.victim = Engine::start_at(self.exe, &self.victim_socket, &[], tempfile::tempdir()?)?;
        Ok(())
    }

    fn kill_shm_client_mid_request(&mut self) -> Result<()> {
        let (path, c) = (self.shm_path.clone(), self.close.clone());
        let pid = forked(move || {
            let t = Instant::now();
            while t.elapsed() < Duration::from_secs(5) {
                if let Ok(s) = ShmStream::open(&path, Wait::SpinThenFutex) {
                    let mut cl = Client::new(s);
                    while cl.sweep(&c, &[ROW], false).is_ok() {}
                    return;
                }
                std::thread::sleep(Duration::from_micros(200));
            }
        })?;
        self.kill_after_a_moment(pid);
        Ok(())
    }

    /// SIGKILLs a forked client up to 3 ms into its request, and reaps it.
    fn kill_after_a_moment(&mut self, pid: libc::pid_t) {
        std::thread::sleep(Duration::from_micros(self.rng.below(3000)));
        let ended = Ended::note(pid as u32);
        kill_and_reap(pid);
        self.ended.push(ended);
    }

    /// A probe of the engine a fault of `kind` hit.
    fn probe_after(&mut self, kind: usize) -> Result<(), (bool, String)> {
        match kind {
            0..8 => probe_engine(&self.main, &self.close),
            8 => probe_engine(&self.victim, &self.close),
            9 => self.probe_shm(),
            _ => match self.slow_problem.take() {
                Some(problem) => Err(problem),
                None => probe_engine(&self.main, &self.close),
            },
        }
    }

    /// A probe of the shm engine, attaching as soon as it takes a client
    /// again (within 1 s).
    fn probe_shm(&self) -> Result<(), (bool, String)> {
        let t = Instant::now();
        loop {
            match ShmStream::open(&self.shm_path, Wait::SpinThenFutex) {
                Ok(s) => break probe(&mut Client::new(s), &self.close),
                Err(_) if t.elapsed() < Duration::from_secs(1) => {
                    std::thread::sleep(Duration::from_micros(200))
                }
                Err(e) => break Err((false, format!("shm: no attach within 1 s: {e}"))),
            }
        }
    }
}

/// [`probe`] on a new connection to `engine`.
fn probe_engine(engine: &Engine, close: &[f64]) -> Result<(), (bool, String)> {
    engine
        .client()
        .map_err(|e| (false, format!("{e:#}")))
        .and_then(|mut c| probe(&mut c, close))
}

/// The fault mix against a given engine build, checked (for tests).
pub fn check(exe: &Path, faults: usize) -> Result<FaultReport> {
    let r = inject(
        exe,
        FaultConfig {
            faults,
            at_least: Duration::ZERO,
            honest_clients: 2,
            crowd: Crowd::default(),
            seed: 20261201,
        },
    )
    .context("fault injection")?;
    Ok(r)
}

/// A soak: the fault mix for `time`, between `honest_clients` honest
/// clients and the standing `crowd`, with the main engine's memory,
/// descriptors and threads sampled throughout. Passes when
/// [`FaultReport::soak_passed`].
pub fn soak(
    exe: &Path,
    time: Duration,
    honest_clients: usize,
    crowd: Crowd,
) -> Result<FaultReport> {
    // The crowd's client ends are descriptors of this process too.
    let own = crate::engine::raise_own_open_files()?;
    let wanted = (crowd.idle + crowd.slow) as u64 + 2048;
    anyhow::ensure!(
        own >= wanted,
        "this process may open only {own} files, too few for a crowd of {} (raise its hard limit)",
        crowd.idle + crowd.slow
    );
    inject(
        exe,
        FaultConfig {
            faults: 0,
            at_least: time,
            honest_clients,
            crowd,
            seed: 20261205,
        },
    )
    .context("soak")
}

#[cfg(test)]
mod tests {
    use super::*;

    const B: u64 = 512 << 10;

    #[test]
    fn a_stat_line_gives_its_parent_and_start_time() {
        let line =
            "4242 (a (b) c) S 17 4242 4242 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 1 0 987654 1000 10";
        let s = ProcStat::parse(line).expect("parsed");
        assert_eq!((s.parent, s.started), (17, 987654));
        assert!(ProcStat::parse("4242 (x) S").is_none());
    }

    #[test]
    fn a_reaped_child_is_not_leaked_and_a_running_one_is() {
        let mut child = std::process::Command::new("sleep")
            .arg("30")
            .spawn()
            .expect("sleep");
        let ended = Ended::note(child.id());
        assert!(ended.started.is_some());
        assert!(ended.leaked());
        // The same pid with another start time is another process.
        assert!(
            !Ended {
                started: ended.started.map(|t| t + 1),
                ..ended
            }
            .leaked()
        );
        child.kill().expect("kill");
        child.wait().expect("reap");
        assert!(!ended.leaked());
    }

    #[test]
    fn a_plateau_is_flat_and_a_climb_is_not() {
        let plateau: Vec<(f64, u64)> = (0..20)
            .map(|i| (f64::from(i), if i < 2 { 3000 } else { 400_000 }))
            .collect();
        assert!(rss_flat(&plateau, B));
        let climb: Vec<(f64, u64)> = (0..20)
            .map(|i| (f64::from(i), 3000 + 20_000 * i as u64))
            .collect();
        assert!(!rss_flat(&climb, B));
        let over: Vec<(f64, u64)> = vec![(0.0, 3000), (1.0, B + RSS_SLACK_KIB + 1), (2.0, 3000)];
        assert!(!rss_flat(&over, B));
        assert!(!rss_flat(&[], B));
        // One high sample late in the run is a coincidence of large
        // requests, not a level: still flat.
        let spike: Vec<(f64, u64)> = (0..30)
            .map(|i| (f64::from(i), if i == 25 { 380_000 } else { 250_000 }))
            .collect();
        assert!(rss_flat(&spike, B));
        // A level that rose in the last third is not.
        let step: Vec<(f64, u64)> = (0..30)
            .map(|i| (f64::from(i), if i >= 20 { 330_000 } else { 250_000 }))
            .collect();
        assert!(!rss_flat(&step, B));
    }
}
