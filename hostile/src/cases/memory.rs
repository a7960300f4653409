//! Memory exhaustion: frame lengths are claims, not allocations, and every
//! byte a client makes the engine hold is charged to `--max-memory`.

use super::{Case, expect_error, still_serves};
use crate::engine::{Conn, Engine, reply};
use anyhow::{Context, Result, ensure};
use std::io::Write;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;
use transport::{ErrorCode, Op, encode_request};

pub(crate) fn cases() -> Vec<Case> {
    vec![
        Case {
            group: "memory",
            name: "16 connections claim 250 MB each and send 1 byte",
            expect: "resident memory stays small (bodies grow as bytes arrive); an honest client is served meanwhile",
            run: |exe| claims_without_bytes(exe, 16, &[]),
        },
        Case {
            group: "memory",
            name: "250 connections claim 250 MB each (62 GB in all) under --max-memory 64M",
            expect: "resident memory stays under the budget plus a small constant; an honest client is served meanwhile",
            run: |exe| claims_without_bytes(exe, 250, &["--max-memory", "64M"]),
        },
        Case {
            group: "memory",
            name: "8 × 60 MB echo bodies that really arrive, under --max-memory 128M",
            expect: "some answered MemoryBudget, the rest echoed exactly; resident memory under the budget plus a small constant; honest client served; the budget is free again afterwards",
            run: bodies_past_the_budget,
        },
    ]
}

/// Resident memory the engine may hold beyond its budget: the binary,
/// thread stacks, allocator slack (a fraction of this with 250 connections
/// when it was set; the fault run's RSS samples show it).
const RSS_SLACK_KIB: u64 = 32 << 10;

/// Samples the engine's resident memory every 5 ms until stopped.
struct RssWatch {
    max_kib: Arc<AtomicU64>,
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl RssWatch {
    fn start(pid: u32) -> RssWatch {
        let max_kib = Arc::new(AtomicU64::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let (m, s) = (Arc::clone(&max_kib), Arc::clone(&stop));
        let thread = std::thread::spawn(move || {
            while !s.load(Ordering::SeqCst) {
                if let Some(kib) = rss_kib(pid) {
                    m.fetch_max(kib, Ordering::SeqCst);
                }
                std::thread::sleep(Duration::from_millis(5));
            }
        });
        RssWatch {
            max_kib,
            stop,
            thread: Some(thread),
        }
    }

    fn finish(mut self) -> u64 {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        self.max_kib.load(Ordering::SeqCst)
    }
}

fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()
}

fn claims_without_bytes(exe: &Path, connections: usize, extra: &[&str]) -> Result<String> {
    let mut args = vec!["--max-connections", "300"];
    args.extend_from_slice(extra);
    let e = Engine::start(exe, &args)?;
    let before = e.rss_kib()?;
    let watch = RssWatch::start(e.pid());
    let mut held: Vec<Conn> = Vec::new();
    for _ in 0..connections {
        let mut s = e.connect()?;
        s.write_all(&250_000_000u32.to_le_bytes())?;
        s.write_all(&[Op::Echo as u8])?;
        held.push(s);
    }
    // Let the engine read every header and the byte, then serve an honest
    // client while all the claims are open.
    std::thread::sleep(Duration::from_millis(300));
    still_serves(&mut e.client()?).context("an honest client during the attack")?;
    let during = e.rss_kib()?;
    let peak = watch.finish();
    drop(held);
    let budget_kib = extra.iter().position(|a| *a == "--max-memory").map(|i| {
        extra[i + 1]
            .trim_end_matches('M')
            .parse::<u64>()
            .unwrap_or(0)
            << 10
    });
    let limit = budget_kib.unwrap_or(0) + RSS_SLACK_KIB;
    ensure!(
        peak <= limit,
        "engine RSS peaked at {peak} KiB with {connections} claims of 250 MB (limit {limit} KiB)"
    );
    Ok(format!(
        "{connections} claims of 250,000,000 bytes ({:.1} GB claimed): engine RSS {before} KiB before, \
         {during} KiB during, peak {peak} KiB (limit {limit} KiB); honest sweep answered correctly",
        connections as f64 * 0.25
    ))
}

fn bodies_past_the_budget(exe: &Path) -> Result<String> {
    const FLOATS: usize = 7_500_000; // 60 MB each way
    let e = Engine::start(exe, &["--max-memory", "128M"])?;
    let series: Arc<Vec<f64>> = Arc::new((0..FLOATS).map(|i| 1.0 + i as f64).collect());
    let request = Arc::new(encode_request(Op::Echo, false, &series, &[], 0));
    let watch = RssWatch::start(e.pid());
    let mut clients = Vec::new();
    for _ in 0..8 {
        let s = e.connect()?;
        s.set_read_timeout(Some(Duration::from_secs(60)))?;
        let mut writer = s.try_clone()?;
        let req = Arc::clone(&request);
        // The body is written from its own thread: a refused client's
        // connection closes while it is still sending.
        let sender = std::thread::spawn(move || {
            let _ = writer.write_all(&req);
        });
        clients.push((s, sender));
    }
    still_serves(&mut e.client()?).context("an honest client during the attack")?;
    let (mut echoed, mut refused) = (0, 0);
    let want: Vec<u8> = series.iter().flat_map(|x| x.to_le_bytes()).collect();
    let mut reason = String::new();
    for (mut s, sender) in clients {
        let body = reply(&mut s)?;
        match body {
            Some(b) if b.len() % 2 == 0 => {
                ensure!(b == want, "an echo came back different");
                echoed += 1;
            }
            other => {
                reason = expect_error(other, ErrorCode::MemoryBudget)?;
                refused += 1;
            }
        }
        let _ = sender.join();
    }
    let peak = watch.finish();
    let limit = (128 << 10) + RSS_SLACK_KIB;
    ensure!(
        refused > 0,
        "no request was refused: the budget did not bind"
    );
    ensure!(
        peak <= limit,
        "engine RSS peaked at {peak} KiB (limit {limit} KiB)"
    );
    // Everything was given back: one more 60 MB echo fits again.
    let mut s = e.connect()?;
    s.write_all(&request)?;
    let again = reply(&mut s)?.context("no reply to the echo after the attack")?;
    ensure!(
        again == want,
        "the echo after the attack failed or came back different"
    );
    Ok(format!(
        "{echoed} echoed exactly, {refused} refused ({reason}); engine RSS peak {peak} KiB \
         (limit {limit} KiB); a 60 MB echo fits again afterwards"
    ))
}
