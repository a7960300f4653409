//! `kernel-stream`: the sweep kernel one bar at a time, for a live engine.
//!
//! The study argues for "one kernel for research and live". This crate is
//! that kernel's live form: a [`Stream`] holds one combo's seven WMA windows,
//! the two combined lines and the stop-and-reverse position, takes one close
//! per call and reports the position after it. Every WMA value is computed
//! exactly as `kernel_safe::wma` computes it (the window's `l` values,
//! k-ascending, one accumulator, separate multiply and add, then the same
//! division), so the stream's trades and PnL are **bit-identical** to the
//! batch sweep over the same bars — `tests` checks all 80 `paper` combos.
//!
//! Cost per bar is the batch kernel's per-bar cost (Σ windows multiply-adds);
//! memory is O(Σ windows), independent of how many bars have streamed.

use kernel_spec::{COST, ComboResult, InputError, Params};

/// The longest window a stream accepts: the longest series the protocol
/// can carry (`n_bars` is a u32), so `l·(l+1)` cannot overflow.
pub const MAX_WINDOW: usize = u32::MAX as usize;

/// A WMA over the last `l` inputs, NaN until `l` inputs have been seen.
///
/// The ring grows with the inputs instead of being allocated for `l` up
/// front: its memory is bounded by the bars actually streamed, so a client
/// cannot make the server allocate by naming a huge window (found by the
/// `request_validator` fuzz target).
#[derive(Clone, Debug)]
struct RollingWma {
    l: usize,
    ring: Vec<f64>,
    /// Index of the oldest value once the ring is full.
    head: usize,
    seen: usize,
    denom: f64,
}

impl RollingWma {
    fn new(l: usize) -> Self {
        debug_assert!((1..=MAX_WINDOW).contains(&l));
        RollingWma {
            l,
            ring: Vec::new(),
            head: 0,
            seen: 0,
            denom: (l * (l + 1)) as f64 / 2.0,
        }
    }

    fn push(&mut self, x: f64) -> f64 {
        let l = self.l;
        if self.ring.len() < l {
            self.ring.push(x);
        } else {
            self.ring[self.head] = x;
            self.head = (self.head + 1) % l;
        }
        self.seen += 1;
        if self.seen < l {
            return f64::NAN;
        }
        // Oldest first, weights 1..=l: kernel_safe::wma's order exactly.
        let (newer, older) = self.ring.split_at(self.head);
        let mut s = 0.0;
        for (k, v) in older.iter().chain(newer).enumerate() {
            s += (k + 1) as f64 * v;
        }
        s / self.denom
    }
}

/// The position after a bar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BarState {
    /// −1 short, 0 flat, 1 long.
    pub position: i64,
    /// Round trips closed so far (the final close-out not included).
    pub trades: i64,
    /// PnL of the closed round trips, percent.
    pub realized_pnl: f64,
    /// Bars streamed so far, this one included.
    pub bars: u64,
}

/// One combo, streamed.
#[derive(Clone, Debug)]
pub struct Stream {
    params: Params,
    w_h: RollingWma,
    w_n: RollingWma,
    w_s: RollingWma,
    w_p3: RollingWma,
    w_p2: RollingWma,
    w_p: RollingWma,
    w_b: RollingWma,
    prev: Option<(f64, f64)>,
    pos: i64,
    entry: f64,
    pnl: f64,
    trades: i64,
    last_close: f64,
    bars: u64,
}

fn leg(pos: i64, close: f64, entry: f64) -> f64 {
    let r = pos as f64 * (close - entry) / entry;
    ((1.0 + r) * (1.0 - COST) - 1.0) * 100.0
}

impl Stream {
    /// A stream for one combo; every window length must be in
    /// `1..=MAX_WINDOW`.
    pub fn new(params: Params) -> Result<Stream, InputError> {
        let mut lens = [0usize; 6];
        for ((len, field), value) in lens
            .iter_mut()
            .zip(Params::FIELD_NAMES)
            .zip(params.as_array())
        {
            *len = usize::try_from(value)
                .ok()
                .filter(|&l| (1..=MAX_WINDOW).contains(&l))
                .ok_or(InputError::StreamWindow { field, value })?;
        }
        let [n, h, s, p, p3, p2] = lens;
        Ok(Stream {
            params,
            w_h: RollingWma::new(h),
            w_n: RollingWma::new(n),
            w_s: RollingWma::new(s),
            w_p3: RollingWma::new(p3),
            w_p2: RollingWma::new(p2),
            w_p: RollingWma::new(p),
            w_b: RollingWma::new(p),
            prev: None,
            pos: 0,
            entry: 0.0,
            pnl: 0.0,
            trades: 0,
            last_close: f64::NAN,
            bars: 0,
        })
    }

    pub fn params(&self) -> &Params {
        &self.params
    }

    /// Bars taken so far.
    pub fn bars(&self) -> u64 {
        self.bars
    }

    /// An upper bound of the heap the stream holds once it has taken `bars`
    /// bars (a server charges it to its memory budget before each bar): each
    /// of the 7 rings holds `min(bars, l)` values in a `Vec`, whose capacity
    /// std's amortised growth keeps within `max(2 × len, 4)`.
    pub fn heap_bound(&self, bars: u64) -> usize {
        [
            &self.w_h, &self.w_n, &self.w_s, &self.w_p3, &self.w_p2, &self.w_p, &self.w_b,
        ]
        .iter()
        .map(|w| {
            let len = usize::try_from(bars).unwrap_or(usize::MAX).min(w.l);
            len.saturating_mul(2).max(4).saturating_mul(8)
        })
        .fold(0usize, usize::saturating_add)
    }

    /// The heap the rings hold now (what [`Stream::heap_bound`] bounds).
    pub fn heap_bytes(&self) -> usize {
        [
            &self.w_h, &self.w_n, &self.w_s, &self.w_p3, &self.w_p2, &self.w_p, &self.w_b,
        ]
        .iter()
        .map(|w| w.ring.capacity() * 8)
        .sum()
    }

    /// Takes the next close. A non-finite or non-positive price is refused
    /// and leaves the stream exactly as it was. (`inline(never)`: a stable
    /// symbol for `asm/` and profiles.)
    #[inline(never)]
    pub fn push(&mut self, close: f64) -> Result<BarState, InputError> {
        if !(close.is_finite() && close > 0.0) {
            return Err(InputError::BadPrice {
                index: self.bars as usize,
                value: close,
            });
        }
        let hma = 2.0 * self.w_h.push(close) - self.w_n.push(close);
        let a = self.w_s.push(hma);
        let hma3 = 3.0 * self.w_p3.push(close) - self.w_p2.push(close) - self.w_p.push(close);
        let b = self.w_b.push(hma3);
        if let Some((a0, b0)) = self.prev {
            let mut signal = 0;
            if b > a && b0 < a0 {
                signal = 1;
            } else if b < a && b0 > a0 {
                signal = -1;
            }
            if signal != 0 && signal != self.pos {
                if self.pos != 0 {
                    self.pnl += leg(self.pos, close, self.entry);
                    self.trades += 1;
                }
                self.pos = signal;
                self.entry = close;
            }
        }
        self.prev = Some((a, b));
        self.last_close = close;
        self.bars += 1;
        Ok(self.state())
    }

    pub fn state(&self) -> BarState {
        BarState {
            position: self.pos,
            trades: self.trades,
            realized_pnl: self.pnl,
            bars: self.bars,
        }
    }

    /// The combo's result as the batch sweep reports it: an open position
    /// is closed at the last close. Does not change the stream.
    pub fn result(&self) -> ComboResult {
        let mut r = ComboResult {
            pnl: self.pnl,
            trades: self.trades,
        };
        if self.pos != 0 {
            r.pnl += leg(self.pos, self.last_close, self.entry);
            r.trades += 1;
        }
        r
    }
}

#[cfg(test)]
mod tests;
