//! `ipc-engine`: serve the sweep kernels over a Unix socket, TCP, or one
//! request on stdin/stdout (the spawn-per-call pattern). Protocol:
//! `transport/PROTOCOL.md`.

use engine::Session;
use engine::kernels::{kernel_by_name, kernel_help};
use engine::lifecycle::{Owned, exit_gracefully_on_signals};
use engine::listen::{
    Config, Limits, bind_tcp, bind_unix, default_max_memory, serve_shm, serve_tcp, serve_unix,
};
use std::io::{BufReader, BufWriter};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use transport::{Budget, DEFAULT_MAX_FRAME};

/// Default shm slot size: the paper request (1.2 MB) with room to spare.
const DEFAULT_SHM_CAPACITY: usize = 16 << 20;

const USAGE: &str = "\
usage:
  ipc-engine serve --unix PATH [options]     listen on a Unix socket (created 0600)
  ipc-engine serve --tcp [IP:]PORT [options] listen on TCP (PORT alone: loopback; TCP_NODELAY);
                                             an address beyond loopback needs --allow-remote
  ipc-engine serve --shm PATH [options]      shared memory: a request/reply slot pair in the
                                             file PATH (created 0600), one client at a time
  ipc-engine stdio [options]                 requests on stdin, replies on stdout, exit when
                                             stdin closes: one request per spawn, or a
                                             persistent pipe kept open by the caller
  ipc-engine sweep [--dataset SPEC] [options] no server: sweep the grid over one series and
                                             print `combo,trades,pnl_bits` (pnl as the hex
                                             of its IEEE bits), for comparing builds bit for
                                             bit across machines (the aarch64 gate under
                                             qemu-user: `cargo xtask aarch64`)

options:
  --kernel NAME       kernel that computes sweeps (default: simd)
  --dataset SPEC      sweep only: `paper` (default; hash-checked) or chacha[:SEED[,LEN[,SIGMA]]]
  --threads N         threads for par-* kernels (default: all cores)
  --max-frame BYTES   largest request body accepted (default: 256M;
                      with --shm, the slot capacity, default 16M)
  --wait STRATEGY     shm only: spin | spin-then-futex (default: spin-then-futex)
  --frame-timeout S   seconds a request frame may take to arrive once started, and a
                      reply to be taken (default: 10); a slower client gets a Timeout
                      error reply and is disconnected
  --idle-timeout S    seconds a connection may sit without a request before it is
                      closed (default: 600; 0 = never)
  --max-connections N connections served at once; more are answered Busy (default: 256)
  --max-memory BYTES  memory budget for everything clients make the engine hold, across
                      all connections: frame bodies (grown as their bytes arrive, not
                      as claimed), loaded series, streaming sessions, sweep working
                      arrays, reply copies. A request past it is answered MemoryBudget
                      and nothing is allocated. Suffixes K, M, G (binary). Default: a
                      quarter of RAM, at least 1G (here: {default_memory})
  --allow-remote      with --tcp, allow an address other than loopback. The engine has
                      no authentication: anyone who can reach the port can use it

Signals: SIGTERM or SIGINT stop new requests (answered ShuttingDown), let the
ones in flight finish, remove the socket/shm file and exit 0. A socket file
left by a crashed server is detected (nothing accepts on it) and replaced.

Protocol: transport/PROTOCOL.md (the study's opcodes 0 and 1, plus LOAD,
SWEEP_HANDLE, UNLOAD, the streaming session, SWEEP_JSON, server timing and
error replies).
";

struct Args {
    allow_remote: bool,
    max_memory: usize,
    mode: String,
    unix: Option<PathBuf>,
    tcp: Option<SocketAddr>,
    shm: Option<PathBuf>,
    wait: transport::shm::Wait,
    kernel: String,
    threads: Option<usize>,
    dataset: String,
    max_frame: usize,
    limits: Limits,
}

fn seconds(flag: &str, v: &str) -> Result<f64, String> {
    v.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s >= 0.0 && *s < 1e9)
        .ok_or(format!("{flag} {v:?}: expected a number of seconds"))
}

fn parse(mut argv: impl Iterator<Item = String>) -> Result<Args, String> {
    let mode = argv.next().ok_or("missing mode: serve, stdio or sweep")?;
    if mode == "-h" || mode == "--help" {
        return Err(String::new());
    }
    if !["serve", "stdio", "sweep"].contains(&mode.as_str()) {
        return Err(format!(
            "unknown mode {mode:?}: expected serve, stdio or sweep"
        ));
    }
    let mut dataset = None;
    let mut a = Args {
        allow_remote: false,
        max_memory: default_max_memory(),
        mode,
        unix: None,
        tcp: None,
        shm: None,
        wait: transport::shm::Wait::SpinThenFutex,
        kernel: "simd".into(),
        threads: None,
        dataset: "paper".into(),
        // 0: not given; the default depends on the transport (below).
        max_frame: 0,
        limits: Limits::default(),
    };
    while let Some(flag) = argv.next() {
        let mut value = || argv.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--unix" => a.unix = Some(PathBuf::from(value()?)),
            "--tcp" => {
                let v = value()?;
                a.tcp = Some(parse_tcp(&v)?);
            }
            "--shm" => a.shm = Some(PathBuf::from(value()?)),
            "--wait" => {
                let v = value()?;
                a.wait = transport::shm::Wait::parse(&v)
                    .ok_or(format!("--wait {v:?}: expected spin or spin-then-futex"))?;
            }
            "--kernel" => a.kernel = value()?,
            "--dataset" => dataset = Some(value()?),
            "--threads" => {
                let v = value()?;
                a.threads = Some(
                    v.parse()
                        .map_err(|_| format!("--threads {v:?}: expected a positive integer"))?,
                );
            }
            "--max-frame" => {
                let v = value()?;
                a.max_frame = parse_bytes(&v).ok_or(format!(
                    "--max-frame {v:?}: expected a positive byte count, e.g. 268435456 or 256M"
                ))?;
            }
            "--frame-timeout" => {
                let v = value()?;
                let secs = seconds("--frame-timeout", &v)?;
                if secs == 0.0 {
                    return Err("--frame-timeout must be more than 0 seconds".into());
                }
                a.limits.frame_timeout = std::time::Duration::from_secs_f64(secs);
            }
            "--idle-timeout" => {
                let v = value()?;
                let secs = seconds("--idle-timeout", &v)?;
                a.limits.idle_timeout =
                    (secs > 0.0).then(|| std::time::Duration::from_secs_f64(secs));
            }
            "--max-connections" => {
                let v = value()?;
                a.limits.max_connections = v.parse().ok().filter(|&n| n > 0).ok_or(format!(
                    "--max-connections {v:?}: expected a positive integer"
                ))?;
            }
            "--max-memory" => {
                let v = value()?;
                a.max_memory = parse_bytes(&v).ok_or(format!(
                    "--max-memory {v:?}: expected a positive byte count, e.g. 1073741824, 512M or 2G"
                ))?;
            }
            "--allow-remote" => a.allow_remote = true,
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown option {other:?}")),
        }
    }
    if let Some(d) = dataset {
        if a.mode != "sweep" {
            return Err("--dataset is only for the sweep mode".into());
        }
        a.dataset = d;
    }
    if a.max_frame == 0 {
        a.max_frame = if a.shm.is_some() {
            DEFAULT_SHM_CAPACITY
        } else {
            DEFAULT_MAX_FRAME
        };
    }
    if let Some(addr) = a.tcp
        && !addr.ip().is_loopback()
        && !a.allow_remote
    {
        return Err(format!(
            "--tcp {addr}: not a loopback address, so every host that can reach this machine \
             could use the engine, which has no authentication; bind 127.0.0.1 (or give only a \
             PORT), or pass --allow-remote if that is really meant"
        ));
    }
    let endpoints =
        usize::from(a.unix.is_some()) + usize::from(a.tcp.is_some()) + usize::from(a.shm.is_some());
    match (a.mode.as_str(), endpoints) {
        ("serve", 0) => Err("serve needs --unix PATH, --tcp ADDR or --shm PATH".into()),
        ("serve", 2..) => Err("serve takes one of --unix, --tcp and --shm".into()),
        ("stdio", 1..) => Err("stdio takes no --unix/--tcp/--shm".into()),
        ("sweep", 1..) => Err("sweep takes no --unix/--tcp/--shm".into()),
        _ => Ok(a),
    }
}

/// A byte count with an optional binary suffix: `1048576`, `1024K`, `1M`, `1G`.
fn parse_bytes(v: &str) -> Option<usize> {
    let (digits, shift) = match v.trim_end_matches(['B', 'b', 'i']).char_indices().last() {
        Some((i, 'K' | 'k')) => (&v[..i], 10),
        Some((i, 'M' | 'm')) => (&v[..i], 20),
        Some((i, 'G' | 'g')) => (&v[..i], 30),
        _ => (v, 0),
    };
    digits
        .parse::<usize>()
        .ok()
        .filter(|&n| n > 0)
        .and_then(|n| n.checked_mul(1 << shift))
}

/// `PORT` binds loopback (127.0.0.1); `IP:PORT` binds what it says.
fn parse_tcp(v: &str) -> Result<SocketAddr, String> {
    if let Ok(port) = v.parse::<u16>() {
        return Ok(SocketAddr::from(([127, 0, 0, 1], port)));
    }
    v.parse().map_err(|_| {
        format!("--tcp {v:?}: expected PORT (loopback) or IP:PORT, e.g. 7878 or 127.0.0.1:7878")
    })
}

fn usage() -> String {
    USAGE.replace(
        "{default_memory}",
        &format!("{} MiB", default_max_memory() >> 20),
    )
}

/// The system allocator; big arrays shifted when `IPC_TAX_ARRAY_OFFSET` says so.
#[global_allocator]
static ALLOC: engine::array_offset::ArrayOffset = engine::array_offset::ArrayOffset;

fn main() -> ExitCode {
    if let Err(msg) = engine::array_offset::check_env() {
        eprintln!("warning: {msg}");
    }
    let args = match parse(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(msg) if msg.is_empty() => {
            print!("{}", usage());
            return ExitCode::SUCCESS;
        }
        Err(msg) => {
            eprintln!("error: {msg}\n\n{}", usage());
            return ExitCode::from(2);
        }
    };
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("error: {msg}");
            ExitCode::from(2)
        }
    }
}

fn run(args: Args) -> Result<(), String> {
    let kernel = kernel_by_name(&args.kernel, args.threads)
        .map_err(|e| format!("{e}\nknown kernels: {}", kernel_help()))?;
    let budget = Budget::new(args.max_memory);
    if args.max_frame > args.max_memory {
        eprintln!(
            "[ipc-engine] warning: --max-frame {} is above --max-memory {}: frames that large \
             will be answered MemoryBudget",
            args.max_frame, args.max_memory
        );
    }
    if args.mode == "sweep" {
        return print_sweep(kernel.as_ref(), &args.dataset);
    }
    if args.mode == "stdio" {
        let (stdin, stdout) = (std::io::stdin().lock(), std::io::stdout().lock());
        let mut io = (BufReader::new(stdin), BufWriter::new(stdout));
        // One request: the session ends when stdin closes after it.
        return Session::new(budget)
            .serve(&mut io, kernel.as_ref(), args.max_frame)
            .map_err(|e| format!("stdin/stdout: {e}"));
    }
    let name = kernel.name().to_string();
    let config = Arc::new(Config::new(kernel, args.max_frame, args.limits, budget));
    if let Some(path) = args.shm {
        eprintln!(
            "[ipc-engine] shared memory at {} (kernel {name}, wait {}, {} bytes per slot)",
            path.display(),
            args.wait.name(),
            args.max_frame
        );
        let stream = transport::shm::ShmStream::create(&path, args.max_frame, args.wait)
            .map_err(|e| format!("shm {}: {e}", path.display()))?;
        exit_gracefully_on_signals(Some(Owned::new(path.clone())))
            .map_err(|e| format!("cannot install signal handlers: {e}"))?;
        return serve_shm(stream, config).map_err(|e| format!("shm {}: {e}", path.display()));
    }
    if let Some(path) = args.unix {
        let listener =
            bind_unix(&path).map_err(|e| format!("cannot listen on {}: {e}", path.display()))?;
        exit_gracefully_on_signals(Some(Owned::new(path.clone())))
            .map_err(|e| format!("cannot install signal handlers: {e}"))?;
        eprintln!(
            "[ipc-engine] listening on unix:{} (kernel {name})",
            path.display()
        );
        serve_unix(listener, config).map_err(|e| e.to_string())
    } else {
        let addr = args.tcp.expect("checked in parse");
        let listener = bind_tcp(addr).map_err(|e| format!("cannot listen on {addr}: {e}"))?;
        exit_gracefully_on_signals(None)
            .map_err(|e| format!("cannot install signal handlers: {e}"))?;
        let local = listener.local_addr().map_err(|e| e.to_string())?;
        if !local.ip().is_loopback() {
            eprintln!(
                "[ipc-engine] WARNING: listening on {local}, beyond loopback (--allow-remote). \
                 There is no authentication: anyone who can reach this port can run sweeps \
                 and use up to --max-memory of this machine's memory."
            );
        }
        eprintln!("[ipc-engine] listening on tcp:{local} (kernel {name})");
        serve_tcp(listener, config).map_err(|e| e.to_string())
    }
}

/// `ipc-engine sweep`: every combo's result with the pnl's exact bits, so
/// two builds (another ISA, another compiler) compare with `cmp`.
fn print_sweep(kernel: &dyn kernel_spec::Kernel, dataset: &str) -> Result<(), String> {
    use std::io::Write;
    let spec: kernel_spec::dataset::DatasetSpec =
        dataset.parse().map_err(|e| format!("--dataset: {e}"))?;
    let data = spec.load().map_err(|e| e.to_string())?;
    let params = kernel_spec::paper_grid();
    let sweep = kernel_spec::Sweep::new(&data.close, &params)
        .map_err(|e| format!("dataset {}: {e}", data.name))?;
    let results = kernel.sweep(&sweep);
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut write = || -> std::io::Result<()> {
        writeln!(out, "combo,trades,pnl_bits")?;
        for (i, r) in results.iter().enumerate() {
            writeln!(out, "{},{},{:016x}", i + 1, r.trades, r.pnl.to_bits())?;
        }
        out.flush()
    };
    write().map_err(|e| format!("stdout: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: &[&str]) -> Result<Args, String> {
        parse(v.iter().map(|s| s.to_string()))
    }

    #[test]
    fn sweep_mode_takes_a_dataset_and_no_endpoint() {
        let a = args(&["sweep", "--kernel", "safe", "--dataset", "chacha:3,500"]).unwrap();
        assert_eq!(
            (a.mode.as_str(), a.dataset.as_str()),
            ("sweep", "chacha:3,500")
        );
        assert_eq!(args(&["sweep"]).unwrap().dataset, "paper");
        assert!(args(&["sweep", "--unix", "/tmp/x"]).is_err());
        assert!(args(&["stdio", "--dataset", "paper"]).is_err());
        assert!(
            args(&["run"])
                .err()
                .unwrap()
                .contains("serve, stdio or sweep")
        );
    }

    #[test]
    fn byte_counts_take_binary_suffixes() {
        assert_eq!(parse_bytes("1048576"), Some(1 << 20));
        assert_eq!(parse_bytes("512M"), Some(512 << 20));
        assert_eq!(parse_bytes("2GiB"), Some(2 << 30));
        assert_eq!(parse_bytes("64k"), Some(64 << 10));
        for bad in ["", "0", "-1", "1T", "G", "1.5G", "99999999999999999999G"] {
            assert_eq!(parse_bytes(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn tcp_beyond_loopback_needs_allow_remote() {
        let e = args(&["serve", "--tcp", "0.0.0.0:7878"]).err().unwrap();
        assert!(
            e.contains("--allow-remote") && e.contains("no authentication"),
            "{e}"
        );
        assert!(args(&["serve", "--tcp", "0.0.0.0:7878", "--allow-remote"]).is_ok());
        assert!(args(&["serve", "--tcp", "127.0.0.1:7878"]).is_ok());
        assert!(args(&["serve", "--tcp", "[::1]:7878"]).is_ok());
        let port_only = args(&["serve", "--tcp", "7878"]).unwrap();
        assert!(port_only.tcp.unwrap().ip().is_loopback());
    }

    #[test]
    fn max_memory_defaults_to_at_least_a_gibibyte() {
        let a = args(&["serve", "--unix", "/tmp/x.sock"]).unwrap();
        assert!(a.max_memory >= 1 << 30);
        let a = args(&["serve", "--unix", "/tmp/x.sock", "--max-memory", "300M"]).unwrap();
        assert_eq!(a.max_memory, 300 << 20);
        assert!(args(&["serve", "--unix", "/x", "--max-memory", "lots"]).is_err());
    }
}
