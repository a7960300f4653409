//! Buffers reused across passes and combos (numba allocates 9 arrays per combo)..

/// Seven series-length buffers and the weight table `[1.0, 2.0, …]`.
#[derive(Default)]
pub(crate) struct Workspace {
    bufs: [Vec<f64>; 7],
    weights: Vec<f64>,
}

impl Workspace {
    /// Sizes every buffer to `n` and the weights to at least `max_l`; grows
    /// only, so a sweep allocates once per thread.
    pub(crate) fn prepare(&mut self, n: usize, max_l: usize) -> (&[f64], [&mut [f64]; 7]) {
        for b in &mut self.bufs {
            b.resize(n, 0.0);
        }
        while self.weights.len() < max_l {
            self.weights.push((self.weights.len() + 1) as f64);
        }
        let [b0, b1, b2, b3, b4, b5, b6] = &mut self.bufs;
        (&self.weights, [b0, b1, b2, b3, b4, b5, b6])
    }
}
