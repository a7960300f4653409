/* ipc_tax.h — the ipc-tax sweep kernels through a C ABI (libipc_tax_ffi.so).
 *
 * Build: cargo build --release -p ipc-tax-ffi  ->  target/release/libipc_tax_ffi.so
 *
 * Every function that can fail returns 0 on success, else an error code:
 * the wire protocol's codes (transport/PROTOCOL.md: 7 NO_BARS, 8 NO_COMBOS,
 * 9 BAD_PRICE, 10 BAD_WINDOW, 13 INTERNAL — a panic inside, the call had no
 * effect) or IPC_TAX_BAD_ARGUMENT (unknown kernel, NULL pointer, thread
 * count). The message, worded as the CLI's, is written NUL-terminated into
 * err (err_len bytes; truncated if longer; err may be NULL).
 *
 * Nothing is kept from the caller's buffers after a call returns, and the
 * series is read where it lies (no copy). Kernels are built once per name
 * and thread count and shared by all threads; a stream is used by one
 * thread at a time.
 */
#ifndef IPC_TAX_H
#define IPC_TAX_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define IPC_TAX_INTERNAL 13
#define IPC_TAX_BAD_ARGUMENT 100

/* All combos of one sweep. close: n_bars prices; params: n_combos rows of
 * 6 window lengths (n, h, s, p, p3, p2); kernel: a CLI name ("safe", "simd",
 * "par-simd", "knob-hoist", ...); threads: for par-* kernels, 0 = all cores.
 * pnl and trades receive n_combos values each. */
int ipc_tax_sweep(const double *close, size_t n_bars, const int64_t *params, size_t n_combos,
                  const char *kernel, size_t threads, double *pnl, int64_t *trades, char *err,
                  size_t err_len);

/* ipc_tax_sweep, and if timing_ns is not NULL: timing_ns[0] = nanoseconds the
 * kernel computed, timing_ns[1] = nanoseconds of the whole call (validation
 * and copying out included) — the engine's compute and handling times. */
int ipc_tax_sweep_timed(const double *close, size_t n_bars, const int64_t *params,
                        size_t n_combos, const char *kernel, size_t threads, double *pnl,
                        int64_t *trades, uint64_t *timing_ns, char *err, size_t err_len);

/* One combo streamed one bar at a time; bit-identical to the batch sweep. */
typedef struct ipc_tax_stream ipc_tax_stream;

typedef struct {
    int64_t position;     /* -1 short, 0 flat, 1 long */
    int64_t trades;       /* round trips closed so far */
    double realized_pnl;  /* their PnL, percent */
    uint64_t bars;        /* bars taken, this one included */
} ipc_tax_bar;

int ipc_tax_stream_open(const int64_t params[6], ipc_tax_stream **out, char *err, size_t err_len);
/* A refused bar (NaN, infinite, <= 0) leaves the stream unchanged. */
int ipc_tax_stream_push(ipc_tax_stream *stream, double close, ipc_tax_bar *out, char *err,
                        size_t err_len);
/* The combo's result (an open position closed at the last close); frees the stream. */
int ipc_tax_stream_close(ipc_tax_stream *stream, double *pnl, int64_t *trades);

/* Copies n doubles from in to out (the floor of moving data); returns n. */
size_t ipc_tax_echo(const double *in, size_t n, double *out);
/* Does nothing: the floor of one call. */
void ipc_tax_noop(void);

#ifdef __cplusplus
}
#endif

#endif /* IPC_TAX_H */
