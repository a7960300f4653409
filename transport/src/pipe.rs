//! The persistent pipe: each connection starts its own `ipc-engine stdio`
//! (pinned to a CPU if asked), writes requests to its stdin and reads
//! replies from its stdout, and closes stdin (the engine exits) and reaps
//! the child when dropped.

use crate::Duplex;
use crate::socket::naming;
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// The child of a persistent pipe: stdin closed and the child reaped on drop.
pub struct PipeChild {
    child: Child,
    io: Duplex<ChildStdout, Option<ChildStdin>>,
}

impl PipeChild {
    /// The engine process's id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Read for PipeChild {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.io.reader.read(buf)
    }
}

impl Write for PipeChild {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.io.writer.as_mut().expect("open until drop").write(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.io.writer.as_mut().expect("open until drop").flush()
    }
}

impl Drop for PipeChild {
    fn drop(&mut self) {
        drop(self.io.writer.take());
        let _ = self.child.wait();
    }
}

/// Starts `exe stdio --kernel <kernel>` on `cpu`, dying with this thread.
pub fn connect(exe: &Path, kernel: &str, cpu: Option<usize>) -> io::Result<PipeChild> {
    let mut cmd = Command::new(exe);
    crate::child::pin_to_cpu(&mut cmd, cpu);
    crate::child::die_with_parent(&mut cmd);
    let mut child = cmd
        .args(["stdio", "--kernel", kernel])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(naming(format!("cannot start {}", exe.display())))?;
    let io = Duplex {
        reader: child.stdout.take().expect("piped stdout"),
        writer: child.stdin.take(),
    };
    Ok(PipeChild { child, io })
}
