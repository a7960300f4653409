//! `ipc-engine`: serve the sweep kernels over a Unix socket, TCP, or one
//! request on stdin/stdout (the spawn-per-call pattern). Protocol:
//! `transport/PROTOCOL.md`.

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::error::ErrorKind;
use clap::{Arg, Args, CommandFactory, Parser, Subcommand};
use engine::Session;
use engine::kernels::{kernel_by_name, kernel_help};
use engine::lifecycle::{Owned, exit_gracefully_on_signals};
use engine::listen::{
    Config, DESCRIPTORS_KEPT, DESCRIPTORS_PER_CONNECTION, ServeLimits, bind_tcp, bind_unix,
    connections_that_fit, default_max_memory, raise_open_files_limit, serve_shm, serve_tcp,
    serve_unix,
};
use kernel_spec::dataset::DatasetSpec;
use std::io::{BufReader, BufWriter};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;
use transport::shm::Wait;
use transport::{Budget, DEFAULT_MAX_FRAME};

/// Default shm slot size: the paper request (1.2 MB) with room to spare.
const DEFAULT_SHM_CAPACITY: usize = 16 << 20;

const AFTER_HELP: &str = "\
Signals: SIGTERM or SIGINT stop new requests (answered ShuttingDown), let the
ones in flight finish, remove the socket/shm file and exit 0. A socket file
left by a crashed server is detected (nothing accepts on it) and replaced.

Protocol: transport/PROTOCOL.md (the study's opcodes 0 and 1, plus LOAD,
SWEEP_HANDLE, UNLOAD, the streaming session, SWEEP_JSON, server timing and
error replies).";

#[derive(Parser, Debug)]
#[command(
    name = "ipc-engine",
    about = "Serve the sweep kernels over a Unix socket, TCP, shared memory, or one request on stdin/stdout.",
    long_about = "Serve the sweep kernels over a Unix socket, TCP, shared memory, or one request on stdin/stdout \
        (the spawn-per-call pattern); or, with no server, print one sweep's results bit for bit.\n\n\
        Every mode takes --kernel and --threads; `ipc-engine MODE --help` lists a mode's options.",
    override_usage = "ipc-engine serve (--unix PATH | --tcp [IP:]PORT | --shm PATH) [OPTIONS]\n       \
        ipc-engine stdio [OPTIONS]\n       \
        ipc-engine sweep [--dataset SPEC] [OPTIONS]",
    after_long_help = AFTER_HELP,
    subcommand_value_name = "MODE",
    subcommand_help_heading = "Modes",
    disable_help_subcommand = true,
    // No mode is an error naming the modes, as it was, not the help on stderr.
    arg_required_else_help = false,
    // As the hand-written parser did: a flag given twice takes its last value.
    args_override_self = true
)]
struct Cli {
    #[command(subcommand)]
    mode: Mode,
}

#[derive(Subcommand, Debug)]
enum Mode {
    /// Listen on a Unix socket, TCP or shared memory (exactly one of --unix,
    /// --tcp and --shm) until SIGTERM or SIGINT.
    ///
    /// Every connection gets its own thread, a frame deadline, an idle limit
    /// and a place in a bounded pool; all of them share one memory budget.
    #[command(after_long_help = AFTER_HELP)]
    Serve(ServeArgs),
    /// Requests on stdin, replies on stdout; exit when stdin closes.
    ///
    /// One request per spawn (the spawn-per-call pattern), or a persistent
    /// pipe kept open by the caller. Accepts serve's --wait, --frame-timeout,
    /// --idle-timeout, --max-connections and --allow-remote, and ignores them.
    #[command(mut_args(hide(SERVE_ONLY)))]
    Stdio(StdioArgs),
    /// No server: sweep the grid over one series and print
    /// `combo,trades,pnl_bits`.
    ///
    /// The pnl is printed as the hex of its IEEE bits, for comparing builds
    /// bit for bit across machines (the aarch64 gate under qemu-user: `cargo
    /// xtask aarch64`). Accepts the other modes' memory and serving options,
    /// and ignores them.
    #[command(mut_args(hide(SWEEP_IGNORES)))]
    Sweep(SweepArgs),
}

/// Options only `serve` uses (`stdio` accepts and ignores them).
const SERVE_ONLY: &[&str] = &[
    "wait",
    "frame_timeout",
    "idle_timeout",
    "first_request_timeout",
    "park_after",
    "max_connections",
    "workers",
    "allow_remote",
];
/// Options `sweep` accepts and ignores: serve's, and the memory limits.
const SWEEP_IGNORES: &[&str] = &[
    "wait",
    "frame_timeout",
    "idle_timeout",
    "first_request_timeout",
    "park_after",
    "max_connections",
    "workers",
    "allow_remote",
    "max_frame",
    "max_memory",
];

/// Hides the named options from a mode's help: the mode accepts them (as
/// the engine always has), but they do nothing there.
fn hide(ids: &'static [&'static str]) -> impl FnMut(Arg) -> Arg {
    move |a: Arg| {
        if ids.contains(&a.get_id().as_str()) {
            a.hide(true)
        } else {
            a
        }
    }
}

#[derive(Args, Debug)]
struct ServeArgs {
    #[command(flatten)]
    listener: Listener,
    #[command(flatten)]
    kernel: KernelArgs,
    #[command(flatten)]
    memory: MemoryArgs,
    #[command(flatten)]
    serving: ServingArgs,
}

#[derive(Args, Debug)]
struct StdioArgs {
    #[command(flatten)]
    kernel: KernelArgs,
    #[command(flatten)]
    memory: MemoryArgs,
    #[command(flatten)]
    serving: ServingArgs,
}

#[derive(Args, Debug)]
struct SweepArgs {
    /// The series: `paper` or chacha[:SEED[,LEN[,SIGMA]]].
    ///
    /// `paper` is the study's 150,000 bars (hash-checked);
    /// chacha[:SEED[,LEN[,SIGMA]]] is a GBM series from ChaCha8 (defaults
    /// 7,150000,0.0008). The grid is always the study's 80 combos.
    #[arg(long, value_name = "SPEC", default_value = "paper", value_parser = parse_dataset)]
    dataset: DatasetSpec,
    #[command(flatten)]
    kernel: KernelArgs,
    #[command(flatten)]
    memory: MemoryArgs,
    #[command(flatten)]
    serving: ServingArgs,
}

/// Where `serve` listens: exactly one.
#[derive(Args, Debug)]
#[group(required = true, multiple = false)]
struct Listener {
    /// Listen on a Unix socket at PATH (created 0600).
    ///
    /// A socket file left by a crashed server (nothing accepts on it) is
    /// replaced; a live server's socket, or a file that is not a socket, is
    /// left alone and the engine exits with an error.
    #[arg(long, value_name = "PATH")]
    unix: Option<PathBuf>,
    /// Listen on TCP (TCP_NODELAY); PORT alone binds loopback.
    ///
    /// PORT alone binds 127.0.0.1; IP:PORT binds what it says ([::1]:PORT
    /// for IPv6). An address beyond loopback needs --allow-remote: the engine
    /// has no authentication.
    #[arg(long, value_name = "[IP:]PORT", value_parser = parse_tcp)]
    tcp: Option<SocketAddr>,
    /// Shared memory: a request/reply slot pair in the file PATH (created
    /// 0600), one client at a time.
    ///
    /// Each slot holds --max-frame bytes (default here: 16M). Clients wait
    /// as --wait says.
    #[arg(long, value_name = "PATH")]
    shm: Option<PathBuf>,
}

#[derive(Args, Debug, PartialEq)]
struct KernelArgs {
    /// Kernel that computes sweeps.
    #[arg(long, value_name = "NAME", default_value = "simd", long_help = format!(
        "Kernel that computes sweeps: {}. An unknown name, or a kernel this CPU cannot run, \
         is an error at start-up.",
        kernel_help()
    ))]
    kernel: String,
    /// Threads for par-* kernels (default: all cores).
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = parse_threads)]
    threads: Option<usize>,
}

#[derive(Args, Debug, Default, PartialEq)]
struct MemoryArgs {
    /// Largest request body accepted (default: 256M; with --shm, 16M).
    ///
    /// A larger frame is answered FrameTooLarge. With --shm it is each slot's
    /// capacity, so it bounds replies too (the paper request is 1.2 MB).
    /// Suffixes K, M, G (binary).
    #[arg(long, value_name = "BYTES", allow_negative_numbers = true, value_parser = parse_max_frame)]
    max_frame: Option<usize>,
    /// Memory budget for everything clients make the engine hold (default:
    /// a quarter of RAM, at least 1G).
    #[arg(long, value_name = "BYTES", allow_negative_numbers = true, value_parser = parse_max_memory,
        long_help = max_memory_help())]
    max_memory: Option<usize>,
}

fn max_memory_help() -> String {
    format!(
        "Memory budget for everything clients make the engine hold, across all connections: \
         frame bodies (grown as their bytes arrive, not as claimed), loaded series, streaming \
         sessions, sweep working arrays, reply copies. A request past it is answered \
         MemoryBudget and nothing is allocated. Suffixes K, M, G (binary). Default: a quarter \
         of RAM, at least 1G (here: {} MiB).",
        default_max_memory() >> 20
    )
}

#[derive(Args, Debug)]
struct ServingArgs {
    /// With --shm: how the engine waits for a request.
    #[arg(long, value_name = "STRATEGY", default_value = "spin-then-futex", value_parser = wait_parser(),
        long_help = wait_help())]
    wait: Wait,
    /// Seconds a request frame may take to arrive once started, and a reply
    /// to be taken.
    ///
    /// A slower client gets a Timeout error reply and is disconnected (a
    /// client trickling one byte a second is cut off). More than 0.
    #[arg(long, value_name = "S", default_value = "10", allow_negative_numbers = true,
        value_parser = parse_frame_timeout)]
    frame_timeout: Duration,
    /// Seconds a connection may sit without a request before it is closed
    /// (0 = never).
    #[arg(long, value_name = "S", default_value = "600", allow_negative_numbers = true,
        value_parser = parse_seconds)]
    idle_timeout: Duration,
    /// Seconds a new connection may wait before sending its first request
    /// (0 = only the idle timeout applies).
    ///
    /// A connection silent past it is answered Timeout and closed, so
    /// connections opened and left unused hold their places briefly.
    #[arg(long, value_name = "S", default_value = "60", allow_negative_numbers = true,
        value_parser = parse_seconds)]
    first_request_timeout: Duration,
    /// Seconds a connection waits for its next request on a thread of its
    /// own before it gives the thread up (0 = never: a thread per
    /// connection).
    ///
    /// A parked connection (idle, or its client paused inside a request)
    /// costs a socket, an eventfd and its buffers, not a thread; its next
    /// request wakes one of the threads waiting on every parked socket.
    /// Calls back to back never park.
    #[arg(long, value_name = "S", default_value = "0.05", allow_negative_numbers = true,
        value_parser = parse_seconds)]
    park_after: Duration,
    /// Connections served at once. A newcomer past it makes the connection
    /// idle between requests the longest give way (answered Evicted); with
    /// every connection mid-request it is answered Busy.
    ///
    /// Each connection holds two descriptors; the soft open-files limit is
    /// raised to the hard one at start, and if that cannot hold N the
    /// number is lowered to what fits (the start-up line says so).
    #[arg(long, value_name = "N", default_value = "10000", allow_negative_numbers = true,
        value_parser = parse_positive)]
    max_connections: usize,
    /// Sweeps computing at once (default: the cores this process may use).
    ///
    /// A sweep arriving while N compute waits its turn, first come first
    /// served, before its working memory is charged; streaming bars, echoes
    /// and loads never wait. A reply's handling time includes the wait, its
    /// compute time does not. A par-* kernel uses --threads inside each sweep.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = parse_positive)]
    workers: Option<usize>,
    /// With --tcp, allow an address other than loopback.
    ///
    /// The engine has no authentication: anyone who can reach the port can
    /// run sweeps and use up to --max-memory of this machine's memory.
    #[arg(long)]
    allow_remote: bool,
}

impl ServingArgs {
    fn limits(&self) -> ServeLimits {
        ServeLimits {
            frame_timeout: self.frame_timeout,
            idle_timeout: (!self.idle_timeout.is_zero()).then_some(self.idle_timeout),
            first_request_timeout: (!self.first_request_timeout.is_zero())
                .then_some(self.first_request_timeout),
            park_after: (!self.park_after.is_zero()).then_some(self.park_after),
            max_connections: self.max_connections,
            workers: self
                .workers
                .unwrap_or_else(engine::workers::default_workers),
        }
    }
}

/// What every mode shares, with the defaults that depend on the mode resolved.
struct Common<'a> {
    kernel: &'a KernelArgs,
    max_frame: usize,
    max_memory: usize,
}

impl Mode {
    fn common(&self) -> Common<'_> {
        let (kernel, memory, shm) = match self {
            Mode::Serve(a) => (&a.kernel, &a.memory, a.listener.shm.is_some()),
            Mode::Stdio(a) => (&a.kernel, &a.memory, false),
            Mode::Sweep(a) => (&a.kernel, &a.memory, false),
        };
        let default_frame = if shm {
            DEFAULT_SHM_CAPACITY
        } else {
            DEFAULT_MAX_FRAME
        };
        Common {
            kernel,
            max_frame: memory.max_frame.unwrap_or(default_frame),
            max_memory: memory.max_memory.unwrap_or_else(default_max_memory),
        }
    }
}

/// Parses the command line, then checks what no single flag can: a TCP
/// address beyond loopback needs --allow-remote.
fn parse_from<I, T>(argv: I) -> Result<Cli, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let cli = Cli::try_parse_from(argv)?;
    if let Mode::Serve(a) = &cli.mode
        && let Some(addr) = a.listener.tcp
        && !addr.ip().is_loopback()
        && !a.serving.allow_remote
    {
        let mut cmd = Cli::command();
        cmd.build();
        let serve = cmd.find_subcommand_mut("serve").expect("serve is a mode");
        return Err(serve.error(
            ErrorKind::ArgumentConflict,
            format!(
                "--tcp {addr}: not a loopback address, so every host that can reach this machine \
                 could use the engine, which has no authentication; bind 127.0.0.1 (or give only \
                 a PORT), or pass --allow-remote if that is really meant"
            ),
        ));
    }
    Ok(cli)
}

fn parse_seconds(v: &str) -> Result<Duration, String> {
    v.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s >= 0.0 && *s < 1e9)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| "expected a number of seconds".to_string())
}

fn parse_frame_timeout(v: &str) -> Result<Duration, String> {
    let d = parse_seconds(v)?;
    if d.is_zero() {
        return Err("expected more than 0 seconds".into());
    }
    Ok(d)
}

fn parse_threads(v: &str) -> Result<usize, String> {
    v.parse()
        .map_err(|_| "expected a positive integer".to_string())
}

fn parse_positive(v: &str) -> Result<usize, String> {
    v.parse()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| "expected a positive integer".to_string())
}

fn parse_max_frame(v: &str) -> Result<usize, String> {
    parse_bytes(v)
        .ok_or_else(|| "expected a positive byte count, e.g. 268435456 or 256M".to_string())
}

fn parse_max_memory(v: &str) -> Result<usize, String> {
    parse_bytes(v)
        .ok_or_else(|| "expected a positive byte count, e.g. 1073741824, 512M or 2G".to_string())
}

fn parse_dataset(v: &str) -> Result<DatasetSpec, String> {
    v.parse()
        .map_err(|e: kernel_spec::dataset::DataError| e.to_string())
}

/// Every strategy of `transport::shm::Wait`, by name (and its aliases).
fn wait_parser() -> impl TypedValueParser<Value = Wait> {
    PossibleValuesParser::new(
        Wait::ALL.map(|w| PossibleValue::new(w.name()).aliases(w.aliases().iter().copied())),
    )
    .map(|s| Wait::parse(&s).expect("a possible value"))
}

fn wait_help() -> String {
    let each: Vec<String> = Wait::ALL
        .iter()
        .map(|w| format!("{} {}", w.name(), w.about()))
        .collect();
    format!(
        "With --shm: how the engine waits for a request. {}.",
        each.join("; ")
    )
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
    v.parse()
        .map_err(|_| "expected PORT (loopback) or IP:PORT, e.g. 7878 or 127.0.0.1:7878".to_string())
}

/// The system allocator; big arrays shifted when `IPC_TAX_ARRAY_OFFSET` says so.
#[global_allocator]
static ALLOC: engine::array_offset::ArrayOffset = engine::array_offset::ArrayOffset;

fn main() -> ExitCode {
    if let Err(msg) = engine::array_offset::check_env() {
        eprintln!("warning: {msg}");
    }
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let result = match spawn_per_call(&argv) {
        Some(kernel) => run_stdio(&kernel, &MemoryArgs::default()),
        // Help goes to stdout with status 0; a bad command line to stderr with 2.
        None => run(&parse_from(argv).unwrap_or_else(|e| e.exit()).mode),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("error: {msg}");
            ExitCode::from(2)
        }
    }
}

fn run(mode: &Mode) -> Result<(), String> {
    let common = mode.common();
    let (kernel, budget) = prepare(&common)?;
    let max_frame = common.max_frame;
    let a = match mode {
        Mode::Sweep(a) => return print_sweep(kernel.as_ref(), &a.dataset),
        Mode::Stdio(_) => return serve_stdio(kernel.as_ref(), budget, max_frame),
        Mode::Serve(a) => a,
    };
    let name = kernel.name().to_string();
    let listener = &a.listener;
    let mut limits = a.serving.limits();
    // Sockets only: the open-files limit bounds the connections held.
    let open_files = (listener.shm.is_none()).then(|| {
        let open = raise_open_files_limit();
        let mut said = format!("open files {}", open.said);
        if let Some(n) = open.limit {
            let fit = connections_that_fit(limits.max_connections, n);
            if fit < limits.max_connections {
                said += &format!(
                    "; --max-connections {} lowered to {fit}: {DESCRIPTORS_PER_CONNECTION} \
                     descriptors each and {DESCRIPTORS_KEPT} kept must fit in {n}",
                    limits.max_connections
                );
                limits.max_connections = fit;
            }
        }
        said
    });
    let connections = format!(
        "{} sweeps at once; {} connections, idle ones parked after {}",
        limits.workers,
        limits.max_connections,
        limits
            .park_after
            .map_or("never".to_string(), |d| format!("{} ms", d.as_millis()))
    );
    let config = Arc::new(
        Config::new(kernel, max_frame, limits, budget)
            .map_err(|e| format!("cannot start the refusal and parking threads: {e}"))?,
    );
    if let Some(path) = &listener.shm {
        let wait = a.serving.wait;
        eprintln!(
            "[ipc-engine] shared memory at {} (kernel {name}, wait {}, {max_frame} bytes per slot)",
            path.display(),
            wait.name(),
        );
        let stream = transport::shm::ShmStream::create(path, max_frame, wait)
            .map_err(|e| format!("shm {}: {e}", path.display()))?;
        exit_gracefully_on_signals(Some(Owned::new(path.clone())))
            .map_err(|e| format!("cannot install signal handlers: {e}"))?;
        return serve_shm(stream, config).map_err(|e| format!("shm {}: {e}", path.display()));
    }
    if let Some(path) = &listener.unix {
        let listener =
            bind_unix(path).map_err(|e| format!("cannot listen on {}: {e}", path.display()))?;
        exit_gracefully_on_signals(Some(Owned::new(path.clone())))
            .map_err(|e| format!("cannot install signal handlers: {e}"))?;
        eprintln!(
            "[ipc-engine] listening on unix:{} (kernel {name}; {connections}; {})",
            path.display(),
            open_files.unwrap_or_default()
        );
        serve_unix(listener, config).map_err(|e| e.to_string())
    } else {
        let addr = listener.tcp.expect("clap requires one listener");
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
        eprintln!(
            "[ipc-engine] listening on tcp:{local} (kernel {name}; {connections}; {})",
            open_files.unwrap_or_default()
        );
        serve_tcp(listener, config).map_err(|e| e.to_string())
    }
}

/// The spawn-per-call pattern starts `ipc-engine stdio --kernel NAME
/// [--threads N]` once per call, and the report's spawn section times
/// exactly that start. Building clap's command tree is a measurable part of
/// it (a spawn recognised here against the same line sent through clap:
/// measure with the spawn section, or time the two command lines
/// alternately), so that one shape of command line is recognised here;
/// anything else (`--help`, any other option, a bad value) goes to clap. A
/// test holds both parsers to the same arguments for every shape this
/// accepts.
fn spawn_per_call(argv: &[std::ffi::OsString]) -> Option<KernelArgs> {
    let mut words = argv.get(1..)?.iter().map(|w| w.to_str());
    if words.next()? != Some("stdio") {
        return None;
    }
    let mut kernel = None;
    let mut threads = None;
    while let Some(flag) = words.next() {
        let value = words.next()??;
        match flag? {
            "--kernel" if kernel.is_none() && !value.starts_with('-') => kernel = Some(value),
            "--threads" if threads.is_none() => threads = Some(parse_threads(value).ok()?),
            _ => return None,
        }
    }
    Some(KernelArgs {
        kernel: kernel?.to_string(),
        threads,
    })
}

/// `stdio` with its kernel and memory limits (serve's options do nothing there).
fn run_stdio(kernel: &KernelArgs, memory: &MemoryArgs) -> Result<(), String> {
    let common = Common {
        kernel,
        max_frame: memory.max_frame.unwrap_or(DEFAULT_MAX_FRAME),
        max_memory: memory.max_memory.unwrap_or_else(default_max_memory),
    };
    let (k, budget) = prepare(&common)?;
    serve_stdio(k.as_ref(), budget, common.max_frame)
}

/// Requests on stdin, replies on stdout, until stdin closes.
fn serve_stdio(
    kernel: &dyn kernel_spec::Kernel,
    budget: Arc<Budget>,
    max_frame: usize,
) -> Result<(), String> {
    let (stdin, stdout) = (std::io::stdin().lock(), std::io::stdout().lock());
    let mut io = (BufReader::new(stdin), BufWriter::new(stdout));
    // One request: the session ends when stdin closes after it.
    Session::new(budget)
        .serve(&mut io, kernel, max_frame)
        .map_err(|e| format!("stdin/stdout: {e}"))
}

/// The kernel and the memory budget every mode starts with.
fn prepare(common: &Common) -> Result<(Box<dyn kernel_spec::Kernel>, Arc<Budget>), String> {
    let kernel = kernel_by_name(&common.kernel.kernel, common.kernel.threads).map_err(|e| {
        // An unknown name's error lists them already.
        if e.contains("known kernels") {
            e
        } else {
            format!("{e}\nknown kernels: {}", kernel_help())
        }
    })?;
    if common.max_frame > common.max_memory {
        eprintln!(
            "[ipc-engine] warning: --max-frame {} is above --max-memory {}: frames that \
             large will be answered MemoryBudget",
            common.max_frame, common.max_memory
        );
    }
    Ok((kernel, Budget::new(common.max_memory)))
}

/// `ipc-engine sweep`: every combo's result with the pnl's exact bits, so
/// two builds (another ISA, another compiler) compare with `cmp`.
fn print_sweep(kernel: &dyn kernel_spec::Kernel, spec: &DatasetSpec) -> Result<(), String> {
    use std::io::Write;
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

    fn args(v: &[&str]) -> Result<Cli, clap::Error> {
        parse_from(std::iter::once("ipc-engine").chain(v.iter().copied()))
    }

    /// The error's text without clap's styling, for `contains` checks.
    fn error(v: &[&str]) -> (ErrorKind, String) {
        let e = args(v).err().unwrap_or_else(|| panic!("{v:?} parsed"));
        (e.kind(), e.render().to_string())
    }

    fn serve(v: &[&str]) -> ServeArgs {
        match args(v).unwrap().mode {
            Mode::Serve(a) => a,
            m => panic!("{m:?}"),
        }
    }

    #[test]
    fn the_spawn_per_call_shortcut_agrees_with_clap() {
        let os = |v: &[&str]| -> Vec<std::ffi::OsString> {
            std::iter::once("ipc-engine")
                .chain(v.iter().copied())
                .map(Into::into)
                .collect()
        };
        for v in [
            &["stdio", "--kernel", "safe"][..],
            &["stdio", "--kernel", "par-simd", "--threads", "2"],
            &["stdio", "--threads", "1", "--kernel", "knob-hoist"],
        ] {
            let fast = spawn_per_call(&os(v)).unwrap_or_else(|| panic!("{v:?} not recognised"));
            let Mode::Stdio(a) = args(v).unwrap().mode else {
                panic!("{v:?} not stdio")
            };
            assert_eq!(fast, a.kernel, "{v:?}");
            assert_eq!(a.memory, MemoryArgs::default(), "{v:?}");
        }
        // Everything else is clap's: other modes, options, help, bad values.
        for v in [
            &["stdio"][..],
            &["stdio", "--kernel"],
            &["stdio", "--kernel", "safe", "--kernel", "simd"],
            &["stdio", "--kernel", "safe", "--max-frame", "1M"],
            &["stdio", "--kernel", "safe", "--threads", "x"],
            &["stdio", "--kernel", "--help"],
            &["stdio", "--help"],
            &["serve", "--kernel", "safe"],
            &["sweep", "--kernel", "safe"],
        ] {
            assert_eq!(spawn_per_call(&os(v)), None, "{v:?}");
        }
    }

    #[test]
    fn the_command_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn sweep_mode_takes_a_dataset_and_no_endpoint() {
        let Mode::Sweep(a) = args(&["sweep", "--kernel", "safe", "--dataset", "chacha:3,500"])
            .unwrap()
            .mode
        else {
            panic!("not sweep")
        };
        assert_eq!(a.kernel.kernel, "safe");
        assert_eq!(a.dataset, "chacha:3,500".parse().unwrap());
        let Mode::Sweep(a) = args(&["sweep"]).unwrap().mode else {
            panic!("not sweep")
        };
        assert_eq!(a.dataset, DatasetSpec::Paper);
        assert_eq!(a.kernel.kernel, "simd");
        assert!(args(&["sweep", "--unix", "/tmp/x"]).is_err());
        assert!(args(&["stdio", "--dataset", "paper"]).is_err());
        assert!(args(&["serve", "--unix", "/x", "--dataset", "paper"]).is_err());
        let (kind, msg) = error(&["sweep", "--dataset", "chacha:x"]);
        assert_eq!(kind, ErrorKind::ValueValidation);
        assert!(msg.contains("--dataset") && msg.contains("SEED"), "{msg}");
        let (kind, msg) = error(&["run"]);
        assert_eq!(kind, ErrorKind::InvalidSubcommand);
        assert!(msg.contains("serve") && msg.contains("stdio") && msg.contains("sweep"));
        assert_eq!(error(&[]).0, ErrorKind::MissingSubcommand);
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
    fn a_bad_byte_count_names_the_flag_and_the_syntax() {
        for flag in ["--max-frame", "--max-memory"] {
            for bad in ["lots", "0", "-1", "1T"] {
                let (kind, msg) = error(&["serve", "--unix", "/x", flag, bad]);
                assert_eq!(kind, ErrorKind::ValueValidation, "{flag} {bad}");
                assert!(
                    msg.contains(flag) && msg.contains("expected a positive byte count"),
                    "{msg}"
                );
            }
        }
        let a = serve(&["serve", "--unix", "/x", "--max-frame", "256M"]);
        assert_eq!(a.memory.max_frame, Some(256 << 20));
    }

    #[test]
    fn max_frame_defaults_by_transport() {
        let common = |v: &[&str]| args(v).unwrap().mode.common().max_frame;
        assert_eq!(common(&["serve", "--unix", "/x"]), DEFAULT_MAX_FRAME);
        assert_eq!(common(&["serve", "--tcp", "7878"]), DEFAULT_MAX_FRAME);
        assert_eq!(common(&["stdio"]), DEFAULT_MAX_FRAME);
        assert_eq!(common(&["serve", "--shm", "/x"]), DEFAULT_SHM_CAPACITY);
        assert_eq!(
            common(&["serve", "--shm", "/x", "--max-frame", "1M"]),
            1 << 20
        );
    }

    #[test]
    fn serve_needs_exactly_one_listener() {
        let (kind, msg) = error(&["serve"]);
        assert_eq!(kind, ErrorKind::MissingRequiredArgument);
        assert!(
            msg.contains("--unix") && msg.contains("--tcp") && msg.contains("--shm"),
            "{msg}"
        );
        assert_eq!(
            error(&["serve", "--kernel", "safe"]).0,
            ErrorKind::MissingRequiredArgument
        );
        for two in [
            &["serve", "--unix", "/x", "--tcp", "7878"][..],
            &["serve", "--unix", "/x", "--shm", "/y"],
            &["serve", "--shm", "/y", "--tcp", "7878"],
        ] {
            let (kind, msg) = error(two);
            assert_eq!(kind, ErrorKind::ArgumentConflict, "{two:?}");
            assert!(msg.contains("cannot be used with"), "{msg}");
        }
        for mode in ["stdio", "sweep"] {
            for listener in ["--unix", "--tcp", "--shm"] {
                assert!(args(&[mode, listener, "1"]).is_err(), "{mode} {listener}");
            }
        }
    }

    #[test]
    fn tcp_beyond_loopback_needs_allow_remote() {
        let (kind, e) = error(&["serve", "--tcp", "0.0.0.0:7878"]);
        assert_eq!(kind, ErrorKind::ArgumentConflict);
        assert!(
            e.starts_with("error: ")
                && e.contains("--allow-remote")
                && e.contains("no authentication"),
            "{e}"
        );
        assert!(
            error(&["serve", "--tcp", "[::]:7878"])
                .1
                .contains("--allow-remote")
        );
        assert!(args(&["serve", "--tcp", "0.0.0.0:7878", "--allow-remote"]).is_ok());
        assert!(args(&["serve", "--allow-remote", "--tcp", "0.0.0.0:7878"]).is_ok());
        assert!(args(&["serve", "--tcp", "127.0.0.1:7878"]).is_ok());
        assert!(args(&["serve", "--tcp", "[::1]:7878"]).is_ok());
        let port_only = serve(&["serve", "--tcp", "7878"]);
        assert_eq!(
            port_only.listener.tcp,
            Some(SocketAddr::from(([127, 0, 0, 1], 7878)))
        );
        let (kind, e) = error(&["serve", "--tcp", "nonsense"]);
        assert_eq!(kind, ErrorKind::ValueValidation);
        assert!(e.contains("--tcp") && e.contains("IP:PORT"), "{e}");
    }

    #[test]
    fn max_memory_defaults_to_at_least_a_gibibyte() {
        let common = |v: &[&str]| args(v).unwrap().mode.common().max_memory;
        assert!(common(&["serve", "--unix", "/tmp/x.sock"]) >= 1 << 30);
        assert_eq!(
            common(&["serve", "--unix", "/tmp/x.sock", "--max-memory", "300M"]),
            300 << 20
        );
        assert!(args(&["serve", "--unix", "/x", "--max-memory", "lots"]).is_err());
    }

    #[test]
    fn serving_defaults_are_the_listeners_own() {
        let a = serve(&["serve", "--unix", "/x"]);
        assert_eq!(a.serving.limits(), ServeLimits::default());
        assert_eq!(a.serving.wait, Wait::SpinThenFutex);
        assert!(!a.serving.allow_remote);
        assert_eq!(a.kernel.threads, None);
    }

    #[test]
    fn serving_flags_parse_and_check_their_values() {
        let a = serve(&[
            "serve",
            "--shm",
            "/x",
            "--wait",
            "spin",
            "--frame-timeout",
            "0.5",
            "--idle-timeout",
            "0",
            "--first-request-timeout",
            "2.5",
            "--park-after",
            "0",
            "--max-connections",
            "8",
            "--workers",
            "3",
            "--threads",
            "3",
        ]);
        assert_eq!(a.serving.wait, Wait::Spin);
        assert_eq!(
            a.serving.limits(),
            ServeLimits {
                frame_timeout: Duration::from_millis(500),
                idle_timeout: None,
                first_request_timeout: Some(Duration::from_millis(2500)),
                park_after: None,
                max_connections: 8,
                workers: 3,
            }
        );
        assert_eq!(
            serve(&["serve", "--unix", "/x"]).serving.limits(),
            ServeLimits::default(),
            "the CLI's defaults are the library's"
        );
        assert_eq!(
            serve(&["serve", "--unix", "/x", "--first-request-timeout", "0"])
                .serving
                .limits()
                .first_request_timeout,
            None
        );
        assert_eq!(a.kernel.threads, Some(3));
        assert_eq!(
            serve(&["serve", "--shm", "/x", "--wait", "futex"])
                .serving
                .wait,
            Wait::SpinThenFutex
        );
        for (flag, bad, expected) in [
            ("--wait", "sleep", "spin-then-futex"),
            ("--frame-timeout", "0", "expected more than 0 seconds"),
            ("--frame-timeout", "-1", "expected a number of seconds"),
            ("--idle-timeout", "soon", "expected a number of seconds"),
            ("--idle-timeout", "inf", "expected a number of seconds"),
            (
                "--first-request-timeout",
                "-2",
                "expected a number of seconds",
            ),
            ("--max-connections", "0", "expected a positive integer"),
            ("--workers", "0", "expected a positive integer"),
            ("--threads", "many", "expected a positive integer"),
        ] {
            let (kind, msg) = error(&["serve", "--unix", "/x", flag, bad]);
            // A value outside --wait's list is clap's own InvalidValue.
            assert!(
                matches!(kind, ErrorKind::ValueValidation | ErrorKind::InvalidValue),
                "{flag} {bad}: {kind:?}"
            );
            assert!(
                msg.contains(flag) && msg.contains(expected),
                "{flag} {bad}: {msg}"
            );
        }
        let (kind, _) = error(&["serve", "--unix", "/x", "--max-frame"]);
        assert_eq!(kind, ErrorKind::InvalidValue);
    }

    #[test]
    fn every_mode_still_takes_the_flags_it_took_before() {
        // The hand-written parser took every option in every mode (only the
        // listeners and --dataset were mode-specific); callers may rely on it.
        let rest = [
            "--kernel",
            "safe",
            "--threads",
            "2",
            "--max-frame",
            "1M",
            "--max-memory",
            "2G",
            "--wait",
            "spin",
            "--frame-timeout",
            "1",
            "--idle-timeout",
            "1",
            "--max-connections",
            "3",
            "--allow-remote",
        ];
        for mode in [
            &["serve", "--unix", "/x"][..],
            &["stdio"],
            &["sweep", "--dataset", "paper"],
        ] {
            let v: Vec<&str> = mode.iter().chain(&rest).copied().collect();
            assert!(args(&v).is_ok(), "{v:?}");
        }
        // A flag given twice takes its last value, as before.
        let a = serve(&[
            "serve", "--unix", "/x", "--kernel", "safe", "--kernel", "fma",
        ]);
        assert_eq!(a.kernel.kernel, "fma");
    }

    #[test]
    fn help_is_not_an_error() {
        for v in [
            &["--help"][..],
            &["-h"],
            &["serve", "--help"],
            &["sweep", "-h"],
            &["stdio", "--help"],
        ] {
            assert_eq!(
                args(v).err().map(|e| e.kind()),
                Some(ErrorKind::DisplayHelp),
                "{v:?}"
            );
        }
    }
}
