"""The shared-memory transport's client side, in Python (transport/PROTOCOL.md,
"Shared memory"; the layout and the handshake are transport/src/shm.rs's).

A ``ShmChannel`` behaves like the socket ``EngineClient`` holds: ``sendall``
writes one frame into the request slot and publishes it, ``recv_into``
waits for the reply's message word and copies from the reply slot. So the
Python client's framing, error replies and faults are the same code on
every transport, and a per-bar call over shared memory pays for the same
Python as one over a socket.

How it waits, as the engine's ``--wait`` does: ``spin`` polls the reply
word; ``spin-then-futex`` polls ~50 µs, then sleeps in ``futex(2)``;
``futex-only`` sleeps at once. A sleeping side raises its ``waiting`` flag
before it checks the word again, and a publisher checks the peer's flag
after it bumps the word: the two are a store followed by a load of another
word, which x86-64 may reorder unless a locked instruction sits between.
CPython has no fence; an uncontended ``threading.Lock`` taken and given
back is one (glibc's semaphore fast path is a ``lock cmpxchg``, a full
barrier on x86-64), and costs about 0.3 µs on the 2-vCPU EPYC it was measured on. Every other access is one
aligned 4- or 8-byte load or store (a ``memoryview`` cast), which x86-64
keeps in order. Hence x86-64 only: elsewhere ``ShmChannel`` refuses with a
message.

Liveness is the engine's: this side holds an open-file-description lock on
byte 1 of the file while attached (taking it *is* the attach), and asks
every ~100 ms whether the engine still holds byte 0. Every attach starts a
generation; a reply tagged with another generation is not this client's
and is skipped.
"""

from __future__ import annotations

import ctypes
import errno
import fcntl
import mmap
import os
import platform
import struct
import threading
import time
from typing import Optional

MAGIC = b"IPCTAXS4"
HEADER = 4096
# Frames start 3 bytes into a slot (the close series then lies 8-aligned).
FRAME_AT = 3
REQ_SEQ, REQ_LEN, REP_SEQ, REP_LEN = 64, 72, 128, 136
SERVER_WAITING, CLIENT_WAITING, CLOSED_GEN, ATTACH_GEN = 192, 196, 200, 204
CLIENT_PID, SERVER_PID = 208, 212
SERVER_LOCK, CLIENT_LOCK = 0, 1
# A message word: the generation's low 24 bits above an 8-bit count.
TAG_BITS, COUNT_BITS = 24, 8
COUNT_MASK = (1 << COUNT_BITS) - 1
TAG_MASK = (1 << TAG_BITS) - 1
_REQ_SEQ_W, _REP_SEQ_W, _SERVER_WAITING_W = REQ_SEQ // 4, REP_SEQ // 4, SERVER_WAITING // 4
_REQ_LEN_Q, _REP_LEN_Q = REQ_LEN // 8, REP_LEN // 8
# How often a waiting side asks whether the engine still holds its lock.
PEER_CHECK_S = 0.1
SPIN_S = 50e-6
WAITS = ("spin", "spin-then-futex", "futex-only")

_FUTEX_WAIT, _FUTEX_WAKE = 0, 1
_SYS_FUTEX = {"x86_64": 202}
# struct flock on x86-64 Linux: l_type, l_whence, l_start, l_len, l_pid.
_FLOCK = struct.Struct("@hhqqi4x")


class ProtocolViolation(ConnectionError):
    """The engine wrote what the protocol does not allow (the client makes it
    an ``EngineProtocolError``)."""


class _Timespec(ctypes.Structure):
    _fields_ = [("tv_sec", ctypes.c_long), ("tv_nsec", ctypes.c_long)]


_libc = ctypes.CDLL(None, use_errno=True)
_syscall = _libc.syscall
_syscall.restype = ctypes.c_long


def message_after(word: int, generation: int) -> int:
    """The message word after ``word``, of ``generation`` (transport/src/shm.rs' ``Message::next``)."""
    count = ((word & COUNT_MASK) + 1) & COUNT_MASK
    return ((generation & TAG_MASK) << COUNT_BITS) | count


def tag(word: int) -> int:
    return word >> COUNT_BITS


def _ofd_lock(fd: int, cmd: int, byte: int) -> Optional[int]:
    """F_OFD_SETLK: True when taken, False when another holds it.
    F_OFD_GETLK: the lock type found (F_UNLCK: the byte is free)."""
    fl = _FLOCK.pack(fcntl.F_WRLCK, os.SEEK_SET, byte, 1, 0)
    try:
        out = fcntl.fcntl(fd, cmd, fl)
    except OSError as e:
        if cmd == fcntl.F_OFD_SETLK and e.errno in (errno.EAGAIN, errno.EACCES):
            return False
        raise
    return True if cmd == fcntl.F_OFD_SETLK else _FLOCK.unpack(out)[0]


def _held_by_another(fd: int, byte: int) -> bool:
    # A failed query counts as held: never declare the engine dead on an error.
    try:
        return _ofd_lock(fd, fcntl.F_OFD_GETLK, byte) != fcntl.F_UNLCK
    except OSError:
        return True


class ShmChannel:
    """A client attached to the shared-memory pair at ``path``.

    ``deadline``: seconds a reply may take before ``recv_into`` raises
    ``TimeoutError`` (``None``: wait forever)."""

    def __init__(self, path: str, wait: str = "spin", deadline: Optional[float] = 60.0) -> None:
        if wait not in WAITS:
            raise ValueError(f"wait must be one of {WAITS}, not {wait!r}")
        machine = platform.machine()
        if machine not in _SYS_FUTEX:
            raise OSError(errno.ENOTSUP, f"the Python shared-memory client runs on x86-64 only (its ordering argument is x86-64's), not {machine}")
        self._futex = _SYS_FUTEX[machine]
        self.wait, self.deadline, self.path = wait, deadline, str(path)
        self._fd = os.open(path, os.O_RDWR | os.O_CLOEXEC)
        try:
            self._attach()
        except BaseException:
            self._release()
            raise

    def _bad(self, what):
        return OSError(errno.EINVAL, f"{self.path}: {what}")

    def _attach(self):
        size = os.fstat(self._fd).st_size
        if size < HEADER:
            raise self._bad("too small for a shm pair")
        self._map = mmap.mmap(self._fd, size)
        if self._map[:8] != MAGIC:
            raise self._bad("not an ipc-tax shm pair of this version (bad magic)")
        self._u32 = memoryview(self._map)[:HEADER].cast("I")
        self._u64 = memoryview(self._map)[:HEADER].cast("Q")
        self.capacity = self._u64[1]
        slot = -(-(FRAME_AT + self.capacity) // 4096) * 4096
        if size < HEADER + 2 * slot:
            raise self._bad("shorter than its capacity says")
        self._req_at, self._rep_at = HEADER + FRAME_AT, HEADER + slot + FRAME_AT
        self._base = ctypes.c_char.from_buffer(self._map)
        self._fence_lock = threading.Lock()
        if not _held_by_another(self._fd, SERVER_LOCK):
            raise ConnectionRefusedError(errno.ECONNREFUSED, f"{self.path}: no engine is serving this shm pair")
        if not _ofd_lock(self._fd, fcntl.F_OFD_SETLK, CLIENT_LOCK):
            raise ConnectionError(errno.EBUSY, f"{self.path}: another client is attached to this shm pair")
        # Only the holder of the client lock writes the attach generation
        # (the engine reads it), so a load and a store are the RMW.
        g = (self._u32[ATTACH_GEN // 4] + 1) & 0xFFFFFFFF
        self.generation = g if g != 0 else 1
        self._tag = self.generation & TAG_MASK
        self._tag_bits = self._tag << COUNT_BITS
        self._u32[ATTACH_GEN // 4] = self.generation
        self._u32[CLIENT_PID // 4] = os.getpid()
        self._seen = self._u32[REP_SEQ // 4]
        self._incoming = None
        # Wake an engine sleeping on the request word: a client is here.
        self._wake(REQ_SEQ)

    def _fence(self):
        """A full barrier between a store and the next load (see the module doc)."""
        self._fence_lock.acquire()
        self._fence_lock.release()

    # syscall(2) is variadic: every argument is given its C type (a bare
    # Python int would be passed as a 32-bit int, the address cut short).
    def _wake(self, off):
        word = ctypes.c_void_p(ctypes.addressof(self._base) + off)
        _syscall(ctypes.c_long(self._futex), word, ctypes.c_int(_FUTEX_WAKE), ctypes.c_int(1))

    def _sleep(self, off, expected, seconds):
        word = ctypes.c_void_p(ctypes.addressof(self._base) + off)
        ts = _Timespec(int(seconds), int((seconds % 1) * 1e9))
        _syscall(ctypes.c_long(self._futex), word, ctypes.c_int(_FUTEX_WAIT), ctypes.c_uint32(expected), ctypes.byref(ts))

    def sendall(self, frame) -> None:
        """Writes one whole frame into the request slot and publishes it."""
        n = len(frame)
        if n > self.capacity:
            raise ValueError(f"a frame of {n} bytes is larger than the shm slot capacity of {self.capacity} bytes")
        at = self._req_at
        self._map[at : at + n] = frame
        self._u64[_REQ_LEN_Q] = n
        u32 = self._u32
        # message_after, inline: this is every call's path.
        u32[_REQ_SEQ_W] = self._tag_bits | ((u32[_REQ_SEQ_W] + 1) & COUNT_MASK)
        self._fence()
        if u32[_SERVER_WAITING_W] == 1:
            self._wake(REQ_SEQ)

    def recv_into(self, view) -> int:
        """Copies the reply's next bytes into ``view`` (waiting for the reply first)."""
        if self._incoming is None:
            self._wait_reply()
            n = self._u64[_REP_LEN_Q]
            if n > self.capacity:
                raise ProtocolViolation(errno.EPROTO, f"the engine published a frame of {n} bytes, longer than the slot's {self.capacity}")
            pos = 0
        else:
            pos, n = self._incoming
        k = min(len(view), n - pos)
        at = self._rep_at + pos
        view[:k] = self._map[at : at + k]
        self._incoming = None if pos + k == n else (pos + k, n)
        return k

    def _wait_reply(self):
        u32, w, seen = self._u32, _REP_SEQ_W, self._seen
        seq = u32[w]
        if seq != seen and seq >> COUNT_BITS == self._tag:
            # Already there: the usual case when the engine answers quickly.
            self._seen = seq
            return
        mine = self._tag
        started = time.monotonic()
        check = started + PEER_CHECK_S
        spin_until = started + (SPIN_S if self.wait == "spin-then-futex" else float("inf") if self.wait == "spin" else 0.0)
        while True:
            seq = u32[w]
            if seq != self._seen:
                self._seen = seq
                if tag(seq) == mine:
                    return
                continue  # a reply of another generation: not ours
            now = time.monotonic()
            if now >= check:
                if not _held_by_another(self._fd, SERVER_LOCK):
                    pid = u32[SERVER_PID // 4]
                    raise BrokenPipeError(errno.EPIPE, f"the engine process (pid {pid}) serving this shm pair is gone")
                if self.deadline is not None and now - started > self.deadline:
                    raise TimeoutError(errno.ETIMEDOUT, f"no reply on {self.path} within {self.deadline:g} s")
                check = now + PEER_CHECK_S
            if now < spin_until:
                continue
            # Flag first, then the word again: a reply published before the
            # flag was up is seen here; one published after sees the flag.
            u32[CLIENT_WAITING // 4] = 1
            self._fence()
            if u32[w] == self._seen:
                self._sleep(REP_SEQ, self._seen, PEER_CHECK_S)
            u32[CLIENT_WAITING // 4] = 0

    def _release(self):
        for name in ("_u32", "_u64"):
            v = getattr(self, name, None)
            if v is not None:
                v.release()
                setattr(self, name, None)
        self._base = None
        m = getattr(self, "_map", None)
        if m is not None:
            m.close()
            self._map = None
        if self._fd is not None:
            os.close(self._fd)  # the client lock goes with the descriptor
            self._fd = None

    def close(self) -> None:
        """A clean detach: the engine need not wait for its lock check."""
        if self._fd is None:
            return
        if getattr(self, "generation", None) is not None and self._u32 is not None:
            self._u32[CLOSED_GEN // 4] = self.generation
            self._wake(REQ_SEQ)
        self._release()

    abort = close
