//! The connection faults of the fault run (issue 29): silent connections
//! left open, slow senders trickling a request, connect-and-close storms.
//! None may cost an honest client an answer; the silent and slow ones are
//! let go before the run's leak count, and a slow sender cut off by the
//! frame timeout must have been told so (a `Timeout` reply it can read).

use super::{FaultReport, FaultRun, ROW};
use anyhow::Result;
use std::io::Write;
use std::time::{Duration, Instant};
use transport::{ErrorCode, Expect, Op, Reply, decode_reply, encode_request};

/// Silent connections held at most; past it the oldest are closed.
const MOST_IDLE: usize = 600;
/// Slow senders held at most; past it the oldest is read and closed.
const MOST_SLOW: usize = 24;
/// The main engine's `--frame-timeout`, and a margin past it.
const CUT_OFF_BY: Duration = Duration::from_millis(1500);

impl FaultRun<'_> {
    /// 1–64 connections opened and left without a byte: they park.
    pub(super) fn open_idle_connections(&mut self) -> Result<()> {
        for _ in 0..1 + self.rng.below(64) {
            self.idle.push(self.main.connect()?);
        }
        if self.idle.len() > MOST_IDLE {
            let over = self.idle.len() - MOST_IDLE;
            self.idle.drain(..over);
        }
        Ok(())
    }

    /// A connection that sends the first byte of a sweep request, and one
    /// more byte at every later fault ([`FaultRun::trickle_slow_senders`]):
    /// far slower than the frame timeout allows.
    pub(super) fn start_slow_sender(&mut self) -> Result<()> {
        if self.slow.len() >= MOST_SLOW {
            let (s, _, since) = self.slow.remove(0);
            self.check_cut_off(s, since);
        }
        let mut s = self.main.connect()?;
        let _ = s.write_all(&self.slow_request()[..1]);
        self.slow.push((s, 1, Instant::now()));
        Ok(())
    }

    fn slow_request(&self) -> Vec<u8> {
        encode_request(Op::Sweep, false, &self.close, &[ROW], 0)
    }

    fn slow_answer(&self) -> Vec<kernel_spec::ComboResult> {
        kernel_safe::sweep(&kernel_spec::Sweep::new(&self.close, &[ROW]).expect("valid"))
    }

    /// Every slow sender sends its next byte (the engine may have cut it
    /// off already: then the write fails, and that is expected).
    pub(super) fn trickle_slow_senders(&mut self) {
        if self.slow.is_empty() {
            return;
        }
        let request = self.slow_request();
        for (s, sent, _) in &mut self.slow {
            if *sent < request.len() && s.write_all(&request[*sent..*sent + 1]).is_ok() {
                *sent += 1;
            }
        }
    }

    /// A slow sender past the frame timeout must find a `Timeout` reply
    /// (or, had its request arrived in time, the right answer); a bare
    /// close or anything else is recorded for the next probe.
    fn check_cut_off(&mut self, mut s: crate::engine::Conn, since: Instant) {
        std::thread::sleep(CUT_OFF_BY.saturating_sub(since.elapsed()));
        let _ = s.set_read_timeout(Some(Duration::from_secs(2)));
        let problem = match crate::engine::reply(&mut s) {
            Ok(Some(body)) => match decode_reply(&body, Expect::Sweep { n_combos: 1 }, false) {
                Err(e) if e.code == ErrorCode::Timeout => None,
                Err(e) => Some((
                    true,
                    format!("a slow sender was answered {:?}: {}", e.code, e.reason),
                )),
                Ok((Reply::Sweep(got), _)) if got == self.slow_answer() => None,
                Ok((r, _)) => Some((true, format!("a slow sender was answered {r:?}"))),
            },
            Ok(None) => Some((
                false,
                "a slow sender was cut off without a Timeout reply".into(),
            )),
            Err(e) => Some((
                false,
                format!("a slow sender's Timeout reply was unreadable: {e:#}"),
            )),
        };
        if let Some(p) = problem {
            self.slow_problem.get_or_insert(p);
        }
    }

    /// 100–400 connections opened and closed as fast as they go, every
    /// other one after two bytes of a frame header.
    pub(super) fn connect_and_close_storm(&mut self) -> Result<()> {
        for i in 0..100 + self.rng.below(301) {
            let mut s = self.main.connect()?;
            if i % 2 == 1 {
                let _ = s.write_all(&[7, 0]);
            }
        }
        Ok(())
    }

    /// Closes the silent connections, and reads every slow sender's
    /// refusal (problems count against the run).
    pub(super) fn let_connections_go(&mut self, r: &mut FaultReport) {
        self.idle.clear();
        for (s, _, since) in std::mem::take(&mut self.slow) {
            self.check_cut_off(s, since);
        }
        if let Some((wrong, what)) = self.slow_problem.take() {
            if wrong {
                r.wrong += 1;
            } else {
                r.hangs += 1;
            }
            r.problem(what);
        }
    }
}
