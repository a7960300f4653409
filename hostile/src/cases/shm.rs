//! Shared-memory peers: a client or server that dies (by SIGKILL, at any
//! point of a request, reaped or left a zombie) never hangs the other side
//! or hands the next client another client's answer.

use super::{Case, ROW, close, long_rows, same_as_safe, still_serves};
use anyhow::{Context, Result, bail, ensure};
use std::path::Path;
use std::time::{Duration, Instant};
use transport::Client;
use transport::shm::{ShmStream, Wait};

pub(crate) fn cases() -> Vec<Case> {
    vec![
        Case {
            group: "shm",
            name: "shm client SIGKILLed while attached",
            expect: "server detaches it and serves the next client",
            run: shm_client_killed,
        },
        Case {
            group: "shm",
            name: "shm server SIGKILLed",
            expect: "client gets BrokenPipe instead of hanging",
            run: shm_server_killed,
        },
        Case {
            group: "shm",
            name: "shm client SIGKILLed at random points of a request, 200 times",
            expect: "every time the next client attaches within 1 s and gets correct answers; \
                     half the dead clients are left unreaped (zombies) meanwhile",
            run: shm_clients_killed_at_random,
        },
        Case {
            group: "shm",
            name: "SIGTERM to a shm engine with a request in flight",
            expect: "the request completes, the shm file is removed, exit 0",
            run: shm_sigterm_in_flight,
        },
    ]
}

/// A forked client that attaches and sends valid sweeps forever, until
/// it is killed; the parent gets its pid.
fn looping_client(path: &Path, close: &[f64]) -> Result<libc::pid_t> {
    // SAFETY: the child only maps the file, encodes and decodes frames
    // (glibc's fork handlers leave malloc usable in it) and never returns
    // into the test harness: it leaves with _exit.
    let pid = unsafe { libc::fork() };
    if pid == 0 {
        let t0 = Instant::now();
        while t0.elapsed() < Duration::from_secs(5) {
            if let Ok(s) = ShmStream::open(path, Wait::SpinThenFutex) {
                let mut c = Client::new(s);
                while c.sweep(close, &[ROW], false).is_ok() {}
                break;
            }
            std::thread::sleep(Duration::from_micros(200));
        }
        // SAFETY: leave without running the parent's destructors.
        unsafe { libc::_exit(0) };
    }
    ensure!(pid > 0, "fork failed: {}", std::io::Error::last_os_error());
    Ok(pid)
}

fn shm_clients_killed_at_random(exe: &Path) -> Result<String> {
    let (mut server, _dir, path) = shm_engine(exe)?;
    let close = close();
    let mut rng = 0x2026_1201_u64;
    let mut zombies = Vec::new();
    let mut worst = Duration::ZERO;
    let mut answered = 0;
    for round in 0..200 {
        let victim = looping_client(&path, &close)?;
        // xorshift: 0–4 ms, so the kill lands while the request is written,
        // computed, or its reply read.
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        std::thread::sleep(Duration::from_micros(rng % 4000));
        // SAFETY: kill our own child.
        unsafe { libc::kill(victim, libc::SIGKILL) };
        if round % 2 == 0 {
            // SAFETY: reap our own child.
            unsafe { libc::waitpid(victim, std::ptr::null_mut(), 0) };
        } else {
            zombies.push(victim);
        }
        let t0 = Instant::now();
        let stream = loop {
            match ShmStream::open(&path, Wait::SpinThenFutex) {
                Ok(s) => break s,
                Err(_) if t0.elapsed() < Duration::from_secs(1) => {
                    std::thread::sleep(Duration::from_micros(200))
                }
                Err(e) => bail!("round {round}: no attach within 1 s of the kill: {e}"),
            }
        };
        let mut c = Client::new(stream);
        for _ in 0..2 {
            let (got, _) = c
                .sweep(&close, &[ROW], false)
                .with_context(|| format!("round {round}: the next client's sweep"))?;
            same_as_safe(&format!("round {round}"), got[0], &close)?;
            answered += 1;
        }
        worst = worst.max(t0.elapsed());
        drop(c);
        // Reap the zombies only now: while they lingered they must not
        // have looked attached.
        if zombies.len() >= 10 {
            for z in zombies.drain(..) {
                // SAFETY: reap our own children.
                unsafe { libc::waitpid(z, std::ptr::null_mut(), 0) };
            }
        }
    }
    for z in zombies {
        // SAFETY: as above.
        unsafe { libc::waitpid(z, std::ptr::null_mut(), 0) };
    }
    ensure!(
        server.try_wait()?.is_none(),
        "the engine exited during the kills"
    );
    let _ = server.kill();
    Ok(format!(
        "200 clients killed 0–4 ms into their request loop (100 left as zombies until later); \
         each next client attached and was answered ({answered} sweeps, all equal to kernel-safe) \
         within {:.0} ms at worst",
        worst.as_secs_f64() * 1e3
    ))
}

fn shm_sigterm_in_flight(exe: &Path) -> Result<String> {
    let (mut server, _dir, path) = shm_engine(exe)?;
    let mut c = Client::new(ShmStream::open(&path, Wait::SpinThenFutex)?);
    let close = kernel_spec::dataset::chacha_gbm(5, 150_000, 0.001);
    let rows = long_rows();
    let want = kernel_safe::sweep(&kernel_spec::Sweep::new(&close, &rows)?);
    let t0 = Instant::now();
    let worker = std::thread::spawn(move || (c.sweep(&close, &rows, false), t0.elapsed()));
    std::thread::sleep(Duration::from_millis(200));
    let signalled = t0.elapsed();
    server.signal(libc::SIGTERM)?;
    let (reply, answered) = worker
        .join()
        .map_err(|_| anyhow::anyhow!("client thread panicked"))?;
    let got = reply.context("the in-flight request got no answer")?.0;
    ensure!(answered > signalled, "nothing was in flight at the signal");
    ensure!(
        got.iter()
            .zip(&want)
            .all(|(a, b)| a.trades == b.trades && a.pnl.to_bits() == b.pnl.to_bits())
            && got.len() == want.len(),
        "in-flight answer wrong"
    );
    let t1 = Instant::now();
    let status = loop {
        if let Some(s) = server.try_wait()? {
            break s;
        }
        ensure!(
            t1.elapsed() < Duration::from_secs(10),
            "engine still running 10 s after the reply"
        );
        std::thread::sleep(Duration::from_millis(5));
    };
    ensure!(status.code() == Some(0), "exit status {status}");
    ensure!(!path.exists(), "shm file {} left behind", path.display());
    Ok(format!(
        "SIGTERM at {:.2} s into a {:.2} s sweep: answered correctly, then exit 0, shm file removed",
        signalled.as_secs_f64(),
        answered.as_secs_f64()
    ))
}

/// A shm engine, the folder that keeps its file, and the pair's path.
fn shm_engine(
    exe: &Path,
) -> Result<(
    transport::launch::EngineProcess,
    tempfile::TempDir,
    std::path::PathBuf,
)> {
    let dir = tempfile::tempdir()?;
    let (child, path) = crate::engine::start_shm(exe, dir.path())?;
    Ok((child, dir, path))
}

fn shm_client_killed(exe: &Path) -> Result<String> {
    let (mut server, _dir, path) = shm_engine(exe)?;
    // The attached client must be another process that speaks our header:
    // fork, and let the child attach with `ShmStream::open` and sleep.
    // SAFETY: the child only opens files, maps memory and sleeps until it is
    // killed; glibc's fork handlers leave malloc usable in the child, and no
    // other lock (stdio, env) is touched there.
    let pid = unsafe { libc::fork() };
    if pid == 0 {
        let _s = ShmStream::open(&path, Wait::SpinThenFutex);
        std::thread::sleep(Duration::from_secs(60));
        // SAFETY: leave without running the parent's destructors.
        unsafe { libc::_exit(0) };
    }
    ensure!(pid > 0, "fork failed");
    std::thread::sleep(Duration::from_millis(200));
    let refused = ShmStream::open(&path, Wait::SpinThenFutex).is_err();
    // SAFETY: kill and reap our own child.
    unsafe {
        libc::kill(pid, libc::SIGKILL);
        libc::waitpid(pid, std::ptr::null_mut(), 0);
    }
    let t0 = Instant::now();
    let stream = loop {
        match ShmStream::open(&path, Wait::SpinThenFutex) {
            Ok(s) => break s,
            Err(_) if t0.elapsed() < Duration::from_secs(5) => {
                std::thread::sleep(Duration::from_millis(10))
            }
            Err(e) => bail!("still refused 5 s after the attached client died: {e}"),
        }
    };
    let waited = t0.elapsed();
    still_serves(&mut Client::new(stream))?;
    let _ = server.kill();
    ensure!(
        refused,
        "a second client could attach while the first was alive"
    );
    Ok(format!(
        "while the first client lived a second was refused; {:.0} ms after its SIGKILL a new client attached and was served",
        waited.as_secs_f64() * 1e3
    ))
}

fn shm_server_killed(exe: &Path) -> Result<String> {
    let (mut server, _dir, path) = shm_engine(exe)?;
    let mut c = Client::new(ShmStream::open(&path, Wait::SpinThenFutex)?);
    let close = kernel_spec::dataset::chacha_gbm(5, 150_000, 0.001);
    let rows = long_rows();
    let worker = std::thread::spawn(move || {
        let t0 = Instant::now();
        (c.sweep(&close, &rows, false).map(|_| ()), t0.elapsed())
    });
    std::thread::sleep(Duration::from_millis(200));
    server.kill()?;
    let (r, took) = worker
        .join()
        .map_err(|_| anyhow::anyhow!("client thread panicked"))?;
    match r {
        Err(transport::ClientError::Io(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(
            format!("client call failed after {:.2} s: {e}", took.as_secs_f64()),
        ),
        Err(e) => bail!("unexpected error: {e}"),
        Ok(()) => bail!("the call succeeded although the server was killed mid-request"),
    }
}
