//! Steps, their times and the lanes that run them side by side.
//!
//! Every command the test command runs goes through [`status`] or
//! [`output`], which reap the child with `wait4` and so know the CPU time
//! (user + system) of that child and everything it waited for. A step
//! ([`step`], [`timed`]) adds up its commands' CPU and its wall time, says
//! both when it ends, and keeps them for the table [`print_table`] prints
//! at the end.
//!
//! Two lanes can run at once ([`lanes`]): the first prints as it goes;
//! a step of the second writes its output to `target/ci-logs/` and the log
//! prints it as one block when the step ends, so the two never interleave.

use anyhow::{Context, Result, bail};
use std::cell::{Cell, RefCell};
use std::fs::File;
use std::io::{Read, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::{Command, ExitStatus, Output, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// One finished step: its name, the lane it ran in, when it started (s
/// since the run began), its wall time and its commands' CPU time.
struct Timing {
    name: String,
    lane: &'static str,
    start: f64,
    wall: f64,
    cpu: f64,
    ok: bool,
    /// 0 for a step of its own, 1 for one inside another (its CPU time is
    /// in the outer step's already).
    depth: usize,
}

static TIMINGS: Mutex<Vec<Timing>> = Mutex::new(Vec::new());
static EPOCH: Mutex<Option<Instant>> = Mutex::new(None);
/// Set when a step fails: the other lane starts no new step.
static FAILED: AtomicBool = AtomicBool::new(false);

thread_local! {
    /// CPU seconds of the commands this thread ran and reaped.
    static CPU: Cell<f64> = const { Cell::new(0.0) };
    /// Where this thread's commands and messages write (None: the terminal).
    static SINK: RefCell<Option<(PathBuf, File)>> = const { RefCell::new(None) };
    static LANE: Cell<&'static str> = const { Cell::new("main") };
    static DEPTH: Cell<usize> = const { Cell::new(0) };
}

fn since_epoch() -> f64 {
    let mut e = EPOCH.lock().unwrap_or_else(|p| p.into_inner());
    e.get_or_insert_with(Instant::now).elapsed().as_secs_f64()
}

/// Starts the clock the table's start times count from.
pub fn start_clock() {
    let _ = since_epoch();
}

/// A message for the log: to the terminal, or to this lane's step log.
pub fn say(msg: &str) {
    SINK.with(|s| match &mut *s.borrow_mut() {
        Some((_, f)) => {
            let _ = writeln!(f, "{msg}");
        }
        None => eprintln!("{msg}"),
    });
}

/// Where a child's stdout or stderr goes: the terminal or the step's log.
fn inherit_or_sink() -> Result<Stdio> {
    SINK.with(|s| match &*s.borrow() {
        Some((_, f)) => Ok(Stdio::from(f.try_clone()?)),
        None => Ok(Stdio::inherit()),
    })
}

/// Waits for `pid` with `wait4`, adds its CPU time to this thread's count.
fn reap(pid: u32) -> Result<ExitStatus> {
    Ok(wait4(pid, 0)?.expect("wait4 without WNOHANG returns the child"))
}

/// `wait4(pid, flags)`: the child's status once it has ended (None while
/// it runs, with `WNOHANG`), its CPU time added to this thread's count.
fn wait4(pid: u32, flags: libc::c_int) -> Result<Option<ExitStatus>> {
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value of the plain C struct.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: `pid` is our own child, not yet reaped (std's Child was
        // not waited on); status and ru are valid for writes.
        let r = unsafe { libc::wait4(pid as libc::pid_t, &mut status, flags, &mut ru) };
        if r == pid as libc::pid_t {
            break;
        }
        if r == 0 {
            return Ok(None);
        }
        let e = std::io::Error::last_os_error();
        if e.kind() != std::io::ErrorKind::Interrupted {
            return Err(e).context("wait4");
        }
    }
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    CPU.with(|c| c.set(c.get() + secs(ru.ru_utime) + secs(ru.ru_stime)));
    Ok(Some(ExitStatus::from_raw(status)))
}

/// Runs `cmd` to its end (its output to the terminal or the step log).
pub fn status(cmd: &mut Command) -> Result<ExitStatus> {
    cmd.stdout(inherit_or_sink()?).stderr(inherit_or_sink()?);
    let child = cmd
        .spawn()
        .with_context(|| format!("cannot start {cmd:?}"))?;
    reap(child.id())
}

/// `cmd.output()`, counted.
pub fn output(cmd: &mut Command) -> Result<Output> {
    let (pid, out, err) = spawn_piped(cmd)?;
    let status = reap(pid)?;
    Ok(Output {
        status,
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
    })
}

/// A reader thread's end: all the bytes of one pipe.
type Pipe = std::thread::JoinHandle<Vec<u8>>;

/// `cmd` started with stdin closed and stdout and stderr each drained by a
/// thread (a full pipe would stall it); its pid, to reap.
fn spawn_piped(cmd: &mut Command) -> Result<(u32, Pipe, Pipe)> {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .with_context(|| format!("cannot start {cmd:?}"))?;
    let drain = |p: Option<Box<dyn Read + Send>>| -> Pipe {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut p) = p {
                let _ = p.read_to_end(&mut buf);
            }
            buf
        })
    };
    let out = drain(child.stdout.take().map(|p| Box::new(p) as _));
    let err = drain(child.stderr.take().map(|p| Box::new(p) as _));
    Ok((child.id(), out, err))
}

/// Runs `cmds` (outputs piped) with at most `at_once` of them alive, each
/// started as soon as one ends, all reaped on this thread so their CPU
/// counts for the caller's step; `done(i, output, seconds)` hears of the
/// i-th command as it ends (its seconds from its own start).
pub fn queue(
    mut cmds: Vec<Command>,
    at_once: usize,
    mut done: impl FnMut(usize, Output, f64) -> Result<()>,
) -> Result<()> {
    let mut running: Vec<(usize, u32, Instant, Pipe, Pipe)> = Vec::new();
    let mut next = 0;
    let mut run = || -> Result<()> {
        while next < cmds.len() || !running.is_empty() {
            while running.len() < at_once.max(1) && next < cmds.len() {
                let (pid, out, err) = spawn_piped(&mut cmds[next])?;
                running.push((next, pid, Instant::now(), out, err));
                next += 1;
            }
            let mut ended = None;
            for (k, (_, pid, ..)) in running.iter().enumerate() {
                if let Some(status) = wait4(*pid, libc::WNOHANG)? {
                    ended = Some((k, status));
                    break;
                }
            }
            match ended {
                Some((k, status)) => {
                    let (i, _, t0, out, err) = running.swap_remove(k);
                    let output = Output {
                        status,
                        stdout: out.join().unwrap_or_default(),
                        stderr: err.join().unwrap_or_default(),
                    };
                    done(i, output, t0.elapsed().as_secs_f64())?;
                }
                None => std::thread::sleep(std::time::Duration::from_millis(50)),
            }
        }
        Ok(())
    };
    let result = run();
    // On an error the commands still running are stopped, not left behind.
    for (_, pid, ..) in running {
        // SAFETY: `pid` is our own child, not yet reaped.
        unsafe { libc::kill(pid as libc::pid_t, libc::SIGKILL) };
        let _ = reap(pid);
    }
    result
}

fn cpu_now() -> f64 {
    CPU.with(Cell::get)
}

/// Runs `f` as the step `name`: says when it starts and ends, with its wall
/// time and its commands' CPU time, and keeps both for the table.
pub fn timed<T>(name: &str, f: impl FnOnce() -> Result<T>) -> Result<T> {
    if FAILED.load(Ordering::Relaxed) {
        bail!("not started: {name} (another step failed)");
    }
    let lane = LANE.with(Cell::get);
    let buffered = SINK.with(|s| s.borrow().is_some());
    if buffered {
        eprintln!("\n==> [{lane}] {name}: started");
    } else {
        eprintln!("\n==> {name}");
    }
    let (start, t0, cpu0) = (since_epoch(), Instant::now(), cpu_now());
    let depth = DEPTH.with(|d| {
        d.set(d.get() + 1);
        d.get() - 1
    });
    let result = f();
    DEPTH.with(|d| d.set(depth));
    let (wall, cpu) = (t0.elapsed().as_secs_f64(), cpu_now() - cpu0);
    let ok = result.is_ok();
    if !ok {
        FAILED.store(true, Ordering::Relaxed);
    }
    if depth == 0 {
        flush_sink(name);
    }
    let verdict = if ok { "ok" } else { "FAILED" };
    let tag = if buffered {
        format!("[{lane}] ")
    } else {
        String::new()
    };
    eprintln!("==> {tag}{name}: {verdict} ({wall:.0} s, CPU {cpu:.0} s)");
    TIMINGS
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .push(Timing {
            name: name.to_string(),
            lane,
            start,
            wall,
            cpu,
            ok,
            depth,
        });
    result
}

/// Runs `cmd` as the step `name` ([`timed`]); fails if it fails.
pub fn step(name: &str, mut cmd: Command) -> Result<()> {
    timed(name, || {
        let s = status(&mut cmd)?;
        if !s.success() {
            bail!("step failed: {name} ({s})");
        }
        Ok(())
    })
}

/// Prints this lane's buffered output as one block and empties the log.
fn flush_sink(name: &str) {
    SINK.with(|s| {
        if let Some((path, f)) = &mut *s.borrow_mut() {
            let _ = f.flush();
            let text = std::fs::read_to_string(&*path).unwrap_or_default();
            if !text.trim().is_empty() {
                let lane = LANE.with(Cell::get);
                let mut err = std::io::stderr().lock();
                let _ = writeln!(err, "---- [{lane}] output of: {name}");
                let _ = err.write_all(text.as_bytes());
                if !text.ends_with('\n') {
                    let _ = writeln!(err);
                }
                let _ = writeln!(err, "---- [{lane}] end of: {name}");
            }
            let _ = f.set_len(0);
            // The file was opened for appending: writes go to the new end.
        }
    });
}

/// Runs `main` in this thread (printing as it goes) and `side` in a second
/// thread whose steps' outputs are logged under `log_dir` and printed as
/// blocks. Both run to their end, or to their first failure; after one
/// lane fails the other starts no new step. Returns the first error.
pub fn lanes(
    log_dir: &std::path::Path,
    side_name: &'static str,
    main: impl FnOnce() -> Result<()>,
    side: impl FnOnce() -> Result<()> + Send,
) -> Result<()> {
    std::fs::create_dir_all(log_dir)?;
    let log = log_dir.join(format!("{side_name}.log"));
    std::thread::scope(|scope| {
        let handle = scope.spawn(|| -> Result<()> {
            let file = std::fs::OpenOptions::new()
                .create(true)
                .truncate(true)
                .write(true)
                .open(&log)
                .with_context(|| format!("cannot open {}", log.display()))?;
            drop(file);
            let file = std::fs::OpenOptions::new()
                .append(true)
                .open(&log)
                .with_context(|| format!("cannot open {}", log.display()))?;
            SINK.with(|s| *s.borrow_mut() = Some((log.clone(), file)));
            LANE.with(|l| l.set(side_name));
            let r = side();
            if r.is_err() {
                FAILED.store(true, Ordering::Relaxed);
            }
            // Anything said outside a step.
            flush_sink("(between steps)");
            SINK.with(|s| *s.borrow_mut() = None);
            // The side lane's CPU counts in the whole run's total.
            r
        });
        let a = main();
        if a.is_err() {
            FAILED.store(true, Ordering::Relaxed);
        }
        let b = handle
            .join()
            .unwrap_or_else(|_| Err(anyhow::anyhow!("the {side_name} lane panicked")));
        a.and(b)
    })
}

/// The table of every step's times, in the order they started, and the
/// whole run's wall and CPU time.
pub fn print_table(total_wall: f64) {
    let mut t = TIMINGS.lock().unwrap_or_else(|p| p.into_inner());
    t.sort_by(|a, b| a.start.total_cmp(&b.start));
    let width = t.iter().map(|s| s.name.chars().count()).max().unwrap_or(4);
    let width = width.min(90);
    let mut out = String::from(
        "\nstep times (wall and CPU seconds; CPU: user + system of the step's commands)\n",
    );
    out.push_str(&format!(
        "{:>6} {:>6} {:>6}  {:<5} {:<width$}\n",
        "start", "wall", "CPU", "lane", "step"
    ));
    for s in t.iter() {
        let indent = "  ".repeat(s.depth);
        let name: String = s.name.chars().take(width).collect();
        out.push_str(&format!(
            "{:>6.0} {:>6.0} {:>6.0}  {:<5} {indent}{name}{}\n",
            s.start,
            s.wall,
            s.cpu,
            s.lane,
            if s.ok { "" } else { "  (FAILED)" }
        ));
    }
    let cpu: f64 = t.iter().filter(|s| s.depth == 0).map(|s| s.cpu).sum();
    out.push_str(&format!(
        "{:>6} {:>6.0} {:>6.0}  whole run (CPU: all the steps'; 2 cores give at most {:.0} CPU s in that wall time)\n",
        "",
        total_wall,
        cpu,
        2.0 * total_wall
    ));
    eprint!("{out}");
}
