//! One round trip over the shared-memory transport and nothing else: a
//! server thread and a client thread, pinned to two CPUs, echoing a message
//! of N bytes through `transport::shm::ShmStream`. It is the probe of
//! `ipc-tax ab`, which builds this file against two commits of `transport`
//! and runs the two builds interleaved; it is built here too, so it always
//! compiles against the transport of this checkout.
//!
//! Usage: `shm_pingpong --wait NAME --bytes N [--millis M] [--cpus C,S]`.
//! Prints one JSON line: the strategy, the size, and the nanoseconds per
//! round trip of every batch (a batch lasts about [`BATCH`], its round
//! trips counted from a warm-up of a tenth of the run), or `"unknown": true` when this
//! commit's transport has no strategy of that name.

use std::io::{Read, Write};
use std::path::Path;
use std::time::{Duration, Instant};
use transport::shm::{ShmStream, Wait};

/// How long a batch of round trips lasts, about.
const BATCH: Duration = Duration::from_millis(10);

struct Options {
    wait: String,
    bytes: usize,
    millis: u64,
    cpus: (usize, usize),
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        wait: String::new(),
        bytes: 16,
        millis: 300,
        cpus: (0, 1),
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = |v: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("{flag}: not a number: {v:?}"))
        };
        match flag.as_str() {
            "--wait" => o.wait = value,
            "--bytes" => o.bytes = number(&value)? as usize,
            "--millis" => o.millis = number(&value)?,
            "--cpus" => {
                let (c, s) = value
                    .split_once(',')
                    .ok_or_else(|| format!("--cpus: CLIENT,SERVER, not {value:?}"))?;
                o.cpus = (number(c)? as usize, number(s)? as usize);
            }
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if o.wait.is_empty() {
        return Err("--wait NAME is required".into());
    }
    if o.bytes == 0 || o.millis == 0 {
        return Err("--bytes and --millis must be positive".into());
    }
    Ok(o)
}

fn pin(cpu: usize) -> Result<(), String> {
    // SAFETY: cpu_set_t is plain data (all-zero is the empty set); CPU_SET
    // and sched_setaffinity(0 = this thread) take a valid, owned set.
    unsafe {
        let mut set: libc::cpu_set_t = std::mem::zeroed();
        libc::CPU_SET(cpu, &mut set);
        if libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set) != 0 {
            return Err(format!(
                "cannot pin to CPU {cpu}: {}",
                std::io::Error::last_os_error()
            ));
        }
    }
    Ok(())
}

/// `rounds` round trips of `buf`.
fn round_trips(client: &mut ShmStream, buf: &mut [u8], rounds: u64) -> Result<(), String> {
    for _ in 0..rounds {
        client.write_all(buf).map_err(|e| format!("send: {e}"))?;
        client.flush().map_err(|e| format!("send: {e}"))?;
        client.read_exact(buf).map_err(|e| format!("reply: {e}"))?;
    }
    Ok(())
}

fn run(o: &Options, wait: Wait) -> Result<Vec<f64>, String> {
    let dir = tempfile_dir()?;
    let path = dir.join("pingpong.shm");
    let mut server = ShmStream::create(&path, o.bytes.max(64), wait)
        .map_err(|e| format!("create {}: {e}", path.display()))?;
    let (bytes, server_cpu) = (o.bytes, o.cpus.1);
    let echo = std::thread::spawn(move || -> Result<(), String> {
        pin(server_cpu)?;
        server.next_client();
        let mut buf = vec![0u8; bytes];
        loop {
            match server.read_exact(&mut buf) {
                Ok(()) => {}
                // The client detached: the run is over.
                Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => return Ok(()),
                Err(e) => return Err(format!("server read: {e}")),
            }
            server
                .write_all(&buf)
                .map_err(|e| format!("server write: {e}"))?;
            server.flush().map_err(|e| format!("server write: {e}"))?;
        }
    });
    let measured = client_side(o, &path, wait);
    // The client detached (dropped), so a served server ends its loop; one
    // still waiting for a client to attach never ends, so it gets a second.
    let t0 = Instant::now();
    while !echo.is_finished() && t0.elapsed() < Duration::from_secs(1) {
        std::thread::sleep(Duration::from_millis(5));
    }
    if !echo.is_finished() {
        return measured.and(Err(
            "the server thread did not end after the client left".into()
        ));
    }
    // A server that failed is the cause of the client's error: name it.
    let served = echo
        .join()
        .map_err(|_| "the server thread panicked".to_string())?;
    served.and(measured)
}

fn client_side(o: &Options, path: &Path, wait: Wait) -> Result<Vec<f64>, String> {
    pin(o.cpus.0)?;
    let mut client = ShmStream::open(path, wait).map_err(|e| format!("open: {e}"))?;
    let mut buf: Vec<u8> = (0..o.bytes).map(|i| i as u8).collect();
    let expected = buf.clone();
    // Warm-up: a tenth of the run, which also sizes the batches.
    let warm = Duration::from_millis(o.millis / 10).max(Duration::from_millis(5));
    let t0 = Instant::now();
    let mut warmed = 0u64;
    while t0.elapsed() < warm {
        round_trips(&mut client, &mut buf, 100)?;
        warmed += 100;
    }
    let per_rt = t0.elapsed().as_secs_f64() / warmed as f64;
    let batch = ((BATCH.as_secs_f64() / per_rt) as u64).max(1);
    let batches = (o.millis / BATCH.as_millis() as u64).max(3);
    let mut ns = Vec::with_capacity(batches as usize);
    for _ in 0..batches {
        let t = Instant::now();
        round_trips(&mut client, &mut buf, batch)?;
        ns.push(t.elapsed().as_nanos() as f64 / batch as f64);
    }
    if buf != expected {
        return Err("the echoed bytes differ from those sent".into());
    }
    Ok(ns)
}

/// A private directory for the mapped file (`main` removes it).
fn tempfile_dir() -> Result<std::path::PathBuf, String> {
    let dir = std::env::temp_dir().join(format!("shm-pingpong-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(dir)
}

fn main() -> std::process::ExitCode {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("shm_pingpong: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let Some(wait) = Wait::parse(&o.wait) else {
        println!(
            "{{\"wait\":{:?},\"bytes\":{},\"unknown\":true}}",
            o.wait, o.bytes
        );
        return std::process::ExitCode::SUCCESS;
    };
    let result = run(&o, wait);
    let _ = std::fs::remove_dir_all(
        Path::new(&std::env::temp_dir()).join(format!("shm-pingpong-{}", std::process::id())),
    );
    match result {
        Ok(ns) => {
            let list: Vec<String> = ns.iter().map(|v| format!("{v:.1}")).collect();
            println!(
                "{{\"wait\":{:?},\"bytes\":{},\"ns\":[{}]}}",
                o.wait,
                o.bytes,
                list.join(",")
            );
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("shm_pingpong: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
