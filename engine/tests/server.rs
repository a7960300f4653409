//! The engine as its users meet it: the real binary on a real socket.

use kernel_spec::dataset::{chacha_gbm, f64_le_bytes};
use kernel_spec::{Params, Sweep, paper_grid};
use std::io::{Read, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use transport::{Client, ClientError, ErrorCode, Op, encode_request};

/// A server process, killed when dropped.
struct Server {
    child: Child,
    _dir: tempfile::TempDir,
    socket: PathBuf,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn wait_for(ready: impl Fn() -> bool) {
    let t0 = Instant::now();
    while !ready() {
        assert!(
            t0.elapsed() < Duration::from_secs(10),
            "server did not come up"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn unix_server(kernel: &str) -> Server {
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("engine.sock");
    let mut server = spawn_on(&socket, kernel);
    server._dir = dir;
    wait_for(|| std::os::unix::net::UnixStream::connect(&server.socket).is_ok());
    server
}

fn reference(close: &[f64], params: &[Params]) -> Vec<kernel_spec::ComboResult> {
    kernel_safe::sweep(&Sweep::new(close, params).unwrap())
}

fn remote_code(r: Result<impl std::fmt::Debug, ClientError>) -> ErrorCode {
    match r {
        Err(e) => e
            .reply()
            .map(|p| p.code)
            .unwrap_or_else(|| panic!("expected an error reply, got {e:?}")),
        Ok(v) => panic!("expected an error reply, got {v:?}"),
    }
}

#[test]
fn unix_sweep_matches_kernel_safe_and_socket_is_owner_only() {
    let server = unix_server("simd");
    let mode = std::fs::metadata(&server.socket)
        .unwrap()
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(mode, 0o600);
    let close = chacha_gbm(3, 5_000, 0.002);
    let grid = paper_grid();
    let mut c = Client::connect_unix(&server.socket).unwrap();
    let (results, timing) = c.sweep(&close, &grid, true).unwrap();
    assert_eq!(results, reference(&close, &grid));
    let t = timing.unwrap();
    assert!(t.compute_ns > 0 && t.compute_ns <= t.handling_ns, "{t:?}");
    assert_eq!(c.echo(&close).unwrap(), f64_le_bytes(&close));
}

#[test]
fn load_then_params_only_sweeps_and_handles_are_per_connection() {
    let server = unix_server("safe");
    let close = chacha_gbm(4, 3_000, 0.003);
    let grid = paper_grid();
    let mut a = Client::connect_unix(&server.socket).unwrap();
    let mut b = Client::connect_unix(&server.socket).unwrap();
    let h = a.load(&close).unwrap();
    for row in grid.iter().step_by(20) {
        let (r, _) = a.sweep_handle(h, std::slice::from_ref(row), false).unwrap();
        assert_eq!(r, reference(&close, std::slice::from_ref(row)));
    }
    assert_eq!(
        remote_code(b.sweep_handle(h, &grid[..1], false)),
        ErrorCode::UnknownHandle
    );
    a.unload(h).unwrap();
    assert_eq!(
        remote_code(a.sweep_handle(h, &grid[..1], false)),
        ErrorCode::UnknownHandle
    );
}

#[test]
fn sweep_laps_times_each_combo_inside_one_sweep_for_kernels_that_lap() {
    let close = chacha_gbm(6, 3_000, 0.003);
    let grid = &paper_grid()[..6];
    for kernel in ["safe", "knob-memory", "knob-hoist", "knob-baseline"] {
        let server = unix_server(kernel);
        let mut c = Client::connect_unix(&server.socket).unwrap();
        let h = c.load(&close).unwrap();
        let (r, laps, t) = c.sweep_laps(h, grid, true).unwrap();
        assert_eq!(r, reference(&close, grid), "{kernel}");
        assert_eq!(laps.len(), grid.len(), "{kernel}: one lap per combo");
        let t = t.unwrap();
        let sum: u64 = laps.iter().sum();
        assert!(
            laps.iter().all(|&l| l > 0) && sum <= t.compute_ns,
            "{kernel}: laps {laps:?} inside the sweep's {t:?}"
        );
        let (_, laps, t) = c.sweep_laps(h, grid, false).unwrap();
        assert_eq!((laps.len(), t), (grid.len(), None), "{kernel}: untimed");
    }
    // A kernel that does not lap says so, and the connection goes on.
    let server = unix_server("simd");
    let mut c = Client::connect_unix(&server.socket).unwrap();
    let h = c.load(&close).unwrap();
    assert_eq!(
        remote_code(c.sweep_laps(h, grid, false)),
        ErrorCode::Unsupported
    );
    assert_eq!(
        c.sweep_handle(h, grid, false).unwrap().0,
        reference(&close, grid)
    );
    assert_eq!(
        remote_code(c.sweep_laps(h + 1, grid, false)),
        ErrorCode::UnknownHandle
    );
}

#[test]
fn bad_requests_get_error_replies_and_the_connection_survives() {
    let server = unix_server("simd");
    let mut c = Client::connect_unix(&server.socket).unwrap();
    let close = chacha_gbm(5, 100, 0.01);
    assert_eq!(
        remote_code(c.sweep(&close, &[Params::new(6, 3, 0, 3, 1, 2)], false)),
        ErrorCode::BadWindow
    );
    assert_eq!(
        remote_code(c.sweep(&close, &[Params::new(101, 3, 2, 3, 1, 2)], false)),
        ErrorCode::BadWindow
    );
    let mut bad = close.clone();
    bad[7] = -1.0;
    assert_eq!(
        remote_code(c.sweep(&bad, &paper_grid()[..1], false)),
        ErrorCode::BadPrice
    );
    assert_eq!(remote_code(c.load(&[f64::NAN])), ErrorCode::BadPrice);
    // Raw bytes: an unknown opcode, then a valid request on the same stream.
    c.stream_mut().write_all(&[1, 0, 0, 0, 0x7f]).unwrap();
    let mut header = [0u8; 4];
    c.stream_mut().read_exact(&mut header).unwrap();
    let mut body = vec![0u8; u32::from_le_bytes(header) as usize];
    c.stream_mut().read_exact(&mut body).unwrap();
    assert_eq!(body.len() % 2, 1, "error replies have odd length");
    let grid = paper_grid();
    assert_eq!(
        c.sweep(&close, &grid[..3], false).unwrap().0,
        reference(&close, &grid[..3])
    );
}

/// 8 clients at once, 5 different sweeps each, every answer checked.
fn hammer<S: Read + Write>(connect: impl Fn() -> Client<S> + Send + Sync + Copy + 'static) {
    let workers: Vec<_> = (0..8u64)
        .map(|seed| {
            std::thread::spawn(move || {
                let mut c = connect();
                let grid = paper_grid();
                for round in 0..5 {
                    let close = chacha_gbm(seed * 10 + round, 1_000 + 97 * seed as usize, 0.004);
                    let rows = &grid[(seed as usize * 3) % 60..][..10];
                    assert_eq!(
                        c.sweep(&close, rows, false).unwrap().0,
                        reference(&close, rows)
                    );
                }
            })
        })
        .collect();
    for w in workers {
        w.join().unwrap();
    }
}

#[test]
fn many_concurrent_clients_each_get_their_own_correct_answer() {
    let server = unix_server("simd");
    let path: &'static Path = Box::leak(server.socket.clone().into_boxed_path());
    hammer(move || Client::connect_unix(path).unwrap());
}

fn free_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

#[test]
fn many_concurrent_tcp_clients_and_port_only_binds_loopback() {
    let port = free_port();
    let child = Command::new(env!("CARGO_BIN_EXE_ipc-engine"))
        .args(["serve", "--tcp", &port.to_string(), "--kernel", "simd"])
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let _server = Server {
        child,
        _dir: tempfile::tempdir().unwrap(),
        socket: PathBuf::new(),
    };
    wait_for(move || std::net::TcpStream::connect(("127.0.0.1", port)).is_ok());
    hammer(move || Client::connect_tcp(("127.0.0.1", port)).unwrap());
}

#[test]
fn tcp_sweep_matches_kernel_safe() {
    let addr = format!("127.0.0.1:{}", free_port());
    let dir = tempfile::tempdir().unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_ipc-engine"))
        .args(["serve", "--tcp", &addr, "--kernel", "unchecked"])
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let _server = Server {
        child,
        _dir: dir,
        socket: PathBuf::new(),
    };
    wait_for(|| std::net::TcpStream::connect(&addr).is_ok());
    let mut c = Client::connect_tcp(&addr).unwrap();
    let close = chacha_gbm(6, 2_000, 0.003);
    let grid = paper_grid();
    assert_eq!(
        c.sweep(&close, &grid, false).unwrap().0,
        reference(&close, &grid)
    );
}

/// `ipc-engine stdio` with both pipes open.
fn spawn_stdio() -> Child {
    Command::new(env!("CARGO_BIN_EXE_ipc-engine"))
        .args(["stdio", "--kernel", "safe"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

#[test]
fn stdio_mode_answers_one_request_and_exits() {
    let close = chacha_gbm(7, 1_500, 0.003);
    let grid = paper_grid();
    let mut child = spawn_stdio();
    let frame = encode_request(Op::Sweep, false, &close, &grid, 0);
    child.stdin.take().unwrap().write_all(&frame).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let (reply, _) = transport::decode_reply(
        &out.stdout[4..],
        transport::Expect::Sweep { n_combos: 80 },
        false,
    )
    .unwrap();
    assert_eq!(reply, transport::Reply::Sweep(reference(&close, &grid)));
}

#[test]
fn stdio_kept_open_is_a_persistent_pipe() {
    let close = chacha_gbm(8, 1_200, 0.003);
    let grid = paper_grid();
    let mut child = spawn_stdio();
    let mut c = Client::new(transport::Duplex {
        reader: child.stdout.take().unwrap(),
        writer: child.stdin.take().unwrap(),
    });
    for rows in [&grid[..1], &grid[..], &grid[40..41]] {
        assert_eq!(
            c.sweep(&close, rows, false).unwrap().0,
            reference(&close, rows)
        );
    }
    assert_eq!(c.echo(&close[..10]).unwrap(), f64_le_bytes(&close[..10]));
    drop(c);
    assert!(child.wait().unwrap().success(), "exits 0 when stdin closes");
}

#[test]
fn sweep_json_is_bit_identical_to_sweep_and_bad_json_is_refused() {
    let server = unix_server("safe");
    let mut c = Client::connect_unix(&server.socket).unwrap();
    let close = chacha_gbm(9, 2_000, 0.003);
    let grid = paper_grid();
    let (json, t) = c.sweep_json(&close, &grid, true).unwrap();
    let (binary, _) = c.sweep(&close, &grid, false).unwrap();
    let bits = |r: &[kernel_spec::ComboResult]| {
        r.iter()
            .map(|x| (x.pnl.to_bits(), x.trades))
            .collect::<Vec<_>>()
    };
    assert_eq!(bits(&json), bits(&binary));
    assert_eq!(json, reference(&close, &grid));
    let t = t.unwrap();
    assert!(t.compute_ns > 0 && t.compute_ns <= t.handling_ns, "{t:?}");
    // Validation is the binary op's: a window longer than the series.
    assert_eq!(
        remote_code(c.sweep_json(&close[..10], &[Params::new(11, 5, 3, 5, 2, 3)], false)),
        ErrorCode::BadWindow
    );
    // Not JSON, then the connection still answers.
    let body = b"\x08{\"close\": [1.0, NaN], \"params\": [[1,1,1,1,1,1]]}";
    let mut frame = (body.len() as u32).to_le_bytes().to_vec();
    frame.extend_from_slice(body);
    let reply = c.call(&frame, transport::Expect::JsonSweep { n_combos: 1 }, false);
    assert_eq!(remote_code(reply), ErrorCode::BadJson);
    assert_eq!(
        c.sweep_json(&close, &grid[..2], false).unwrap().0,
        reference(&close, &grid[..2])
    );
}

#[test]
fn stale_socket_is_replaced_and_a_live_one_refused() {
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("s.sock");
    // A socket file nobody listens on: what a crashed server leaves behind.
    drop(std::os::unix::net::UnixListener::bind(&socket).unwrap());
    assert!(socket.exists());
    let server = spawn_on(&socket, "simd");
    wait_for(|| std::os::unix::net::UnixStream::connect(&socket).is_ok());
    let second = Command::new(env!("CARGO_BIN_EXE_ipc-engine"))
        .args(["serve", "--unix", socket.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(second.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&second.stderr).contains("another server is listening"));
    drop(server);
}

fn spawn_on(socket: &Path, kernel: &str) -> Server {
    spawn_with(socket, kernel, &[])
}

fn spawn_with(socket: &Path, kernel: &str, flags: &[&str]) -> Server {
    let child = Command::new(env!("CARGO_BIN_EXE_ipc-engine"))
        .args([
            "serve",
            "--unix",
            socket.to_str().unwrap(),
            "--kernel",
            kernel,
        ])
        .args(flags)
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    Server {
        child,
        _dir: tempfile::tempdir().unwrap(),
        socket: socket.to_path_buf(),
    }
}

#[test]
fn cli_errors_are_one_line_with_exit_2() {
    for args in [
        &["serve"][..],
        &["serve", "--tcp", "nonsense"],
        &["stdio", "--kernel", "fastest"],
        &["fly"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_ipc-engine"))
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("error: "), "{err}");
        assert!(!err.contains("panicked"));
    }
}

fn shm_server(wait: &str) -> (Server, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pair.shm");
    let child = Command::new(env!("CARGO_BIN_EXE_ipc-engine"))
        .args([
            "serve",
            "--shm",
            file.to_str().unwrap(),
            "--wait",
            wait,
            "--kernel",
            "simd",
        ])
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let probe = file.clone();
    wait_for(move || transport::shm::ShmStream::open(&probe, transport::shm::Wait::Spin).is_ok());
    (
        Server {
            child,
            _dir: dir,
            socket: file.clone(),
        },
        file,
    )
}

/// Attaches a client, retrying for up to 2 s while the pair is busy. The
/// previous client's lock can outlive its drop here: an OFD lock belongs to
/// the open file description, and a test thread that forks an engine at
/// that moment carries a copy of this process's descriptors — the lock too
/// — into the child until its exec closes them (seen in CI once).
fn open_shm_client(
    file: &std::path::Path,
    wait: transport::shm::Wait,
) -> Client<transport::shm::ShmStream> {
    let t0 = Instant::now();
    loop {
        match Client::open_shm(file, wait) {
            Ok(c) => return c,
            Err(e)
                if e.to_string().contains("another client")
                    && t0.elapsed() < Duration::from_secs(2) =>
            {
                std::thread::sleep(Duration::from_millis(5));
            }
            Err(e) => panic!("cannot attach to {}: {e}", file.display()),
        }
    }
}

#[test]
fn shared_memory_serves_successive_clients_with_every_wait_strategy() {
    for (wait, client_wait) in [
        ("spin", transport::shm::Wait::Spin),
        ("spin-then-futex", transport::shm::Wait::SpinThenFutex),
        ("futex-only", transport::shm::Wait::FutexOnly),
    ] {
        let (_server, file) = shm_server(wait);
        let grid = paper_grid();
        for round in 0..2u64 {
            let close = chacha_gbm(20 + round, 2_500, 0.003);
            let mut c = open_shm_client(&file, client_wait);
            assert_eq!(
                c.sweep(&close, &grid, false).unwrap().0,
                reference(&close, &grid),
                "{wait}"
            );
            assert_eq!(c.echo(&close).unwrap(), f64_le_bytes(&close));
            let h = c.load(&close).unwrap();
            assert_eq!(
                c.sweep_handle(h, &grid[..4], false).unwrap().0,
                reference(&close, &grid[..4])
            );
            assert_eq!(
                remote_code(c.sweep(&close, &[Params::new(0, 1, 1, 1, 1, 1)], false)),
                ErrorCode::BadWindow
            );
        }
    }
}

#[test]
fn shared_memory_refuses_frames_larger_than_its_slot() {
    let (_server, file) = shm_server("spin-then-futex");
    let mut c = open_shm_client(&file, transport::shm::Wait::SpinThenFutex);
    let big = vec![100.0; (16 << 20) / 8 + 1];
    match c.echo(&big) {
        Err(ClientError::Io(e)) => assert!(e.to_string().contains("capacity"), "{e}"),
        other => panic!("expected a local capacity error, got {other:?}"),
    }
}

#[test]
fn shared_memory_admits_one_client_at_a_time() {
    let (_server, file) = shm_server("spin-then-futex");
    let first = open_shm_client(&file, transport::shm::Wait::SpinThenFutex);
    let second = transport::shm::ShmStream::open(&file, transport::shm::Wait::Spin);
    assert!(second.err().unwrap().to_string().contains("another client"));
    drop(first);
    let mut third = open_shm_client(&file, transport::shm::Wait::SpinThenFutex);
    let close = chacha_gbm(40, 300, 0.01);
    assert_eq!(third.echo(&close).unwrap(), f64_le_bytes(&close));
}

#[test]
fn the_rust_client_names_refusals_and_retries_them() {
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("engine.sock");
    let _server = spawn_with(&socket, "safe", &["--max-connections", "1"]);
    wait_for(|| std::os::unix::net::UnixStream::connect(&socket).is_ok());
    let close = chacha_gbm(41, 300, 0.01);
    let echoed = f64_le_bytes(&close);
    let connect = || Client::connect_unix(&socket);

    // A connection that has been served once. A newcomer may read Busy for
    // a moment: until the start-up probe's thread sees its connection
    // closed, or until an idle connection is marked idle just after its
    // reply is written.
    let served = || {
        let t0 = Instant::now();
        loop {
            let mut c = connect().unwrap();
            match c.echo(&close) {
                Ok(got) => {
                    assert_eq!(got, echoed);
                    return c;
                }
                Err(e) if e.is_retryable() && t0.elapsed() < Duration::from_secs(5) => {
                    std::thread::sleep(Duration::from_millis(20))
                }
                Err(e) => panic!("{e}"),
            }
        }
    };

    // A served, then idle, gives way to B: A's next call reads Evicted.
    // (A thread waiting on its connection notices it was picked at its
    // read timeout, --park-after; a request sent before that is served
    // first, so A waits past it.)
    let mut a = served();
    let mut b = served();
    std::thread::sleep(Duration::from_millis(150));
    let e = a.echo(&close).unwrap_err();
    assert!(matches!(e, ClientError::Evicted(_)), "{e}");

    // B mid-request (a frame started): nobody can be evicted, C reads Busy
    // (even if the engine closed before C's request was written).
    b.stream_mut().write_all(&[0]).unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let e = connect().unwrap().echo(&close).unwrap_err();
    assert!(matches!(e, ClientError::Busy(_)), "{e}");

    // With retries allowed, C gets through once B leaves.
    let leaving = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        drop(b);
    });
    let got = transport::client::with_retry(connect, transport::client::Retry::default(), |c| {
        c.echo(&close)
    })
    .unwrap();
    assert_eq!(got, echoed);
    leaving.join().unwrap();
}
