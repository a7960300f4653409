//! Loading a cell: its shared object from `target/seam/`, the host's
//! callbacks written into it, its `ipc_seam_combo` behind [`Kernel`].

use crate::cells::Cell;
use crate::host;
use kernel_spec::{ComboResult, Exactness, Kernel, Params, Sweep};
use std::ffi::{CStr, CString, c_void};
use std::path::{Path, PathBuf};

/// `ipc_seam_combo(close, len, params[6], *pnl, *trades) -> status`.
type ComboFn = unsafe extern "C" fn(*const f64, usize, *const i64, *mut f64, *mut i64) -> i32;

/// How to build the cells, in every error that finds one missing.
const BUILD_HINT: &str = "`cargo xtask seam` builds the eight cells into target/seam/ (it needs the venv with numba: `cargo run --release -p ipc-tax -- python-env`)";

/// Where the cells are: `IPC_TAX_SEAM_DIR`, else the `seam/` folder of the
/// target directory this binary was built into.
pub fn cell_dir() -> Result<PathBuf, String> {
    if let Some(dir) = std::env::var_os("IPC_TAX_SEAM_DIR") {
        return Ok(PathBuf::from(dir));
    }
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this binary: {e}"))?;
    exe.ancestors()
        .map(|a| a.join("seam"))
        .find(|d| d.join("manifest.json").is_file())
        .ok_or_else(|| {
            format!(
                "no seam cells are built (no target/seam/manifest.json above {}): {BUILD_HINT}",
                exe.display()
            )
        })
}

/// The CPU a manifest says its host cells were built on, against this one's.
fn check_cpu(dir: &Path) -> Result<(), String> {
    let manifest = std::fs::read_to_string(dir.join("manifest.json"))
        .map_err(|e| format!("{}: {e}", dir.join("manifest.json").display()))?;
    let built_on = manifest
        .lines()
        .find_map(|l| l.trim().strip_prefix("\"cpu_model\": "))
        .map(|v| v.trim_end_matches(',').trim_matches('"').to_string());
    let here = std::fs::read_to_string("/proc/cpuinfo").ok().and_then(|c| {
        c.lines().find_map(|l| {
            l.strip_prefix("model name")
                .map(|v| v.trim_start_matches([' ', '\t', ':']).to_string())
        })
    });
    match (built_on, here) {
        (Some(a), Some(b)) if a != b => Err(format!(
            "the seam cells in {} were built on {a:?}, this CPU is {b:?}: its host cells may not run here; {BUILD_HINT}",
            dir.display()
        )),
        _ => Ok(()),
    }
}

/// A cell loaded and ready: a sweep kernel like any other.
pub struct SeamKernel {
    cell: &'static Cell,
    combo: ComboFn,
}

// SAFETY: the cell's code is pure (its only state is the host pointers,
// written before first use and never again); the library stays loaded for
// the life of the process.
unsafe impl Send for SeamKernel {}
// SAFETY: as `Send`.
unsafe impl Sync for SeamKernel {}

fn dl_error() -> String {
    // SAFETY: dlerror returns null or a NUL-terminated string.
    let e = unsafe { libc::dlerror() };
    if e.is_null() {
        "unknown error".into()
    } else {
        // SAFETY: non-null, NUL-terminated (above).
        unsafe { CStr::from_ptr(e) }.to_string_lossy().into_owned()
    }
}

fn symbol(lib: *mut c_void, name: &str) -> Result<*mut c_void, String> {
    let c = CString::new(name).expect("symbol names have no NUL");
    // SAFETY: `lib` is a live handle, `c` a NUL-terminated name.
    let p = unsafe { libc::dlsym(lib, c.as_ptr()) };
    if p.is_null() {
        return Err(format!("symbol {name} missing: {}", dl_error()));
    }
    Ok(p)
}

impl SeamKernel {
    /// Loads `cell` from [`cell_dir`]; an error names what is missing and
    /// the command that builds it.
    pub fn load(cell: &'static Cell) -> Result<Self, String> {
        let dir = cell_dir()?;
        check_cpu(&dir)?;
        let path = dir.join(format!("{}.so", cell.name));
        if !path.is_file() {
            return Err(format!(
                "{}: {} is not built; {BUILD_HINT}",
                cell.name,
                path.display()
            ));
        }
        let c = CString::new(path.as_os_str().as_encoded_bytes()).map_err(|e| e.to_string())?;
        // SAFETY: a path; the object has no initialisers of its own (llvmlite
        // objects linked by `cc -shared`). Never closed: its code runs for
        // the life of the process.
        let lib = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
        if lib.is_null() {
            return Err(format!(
                "{}: cannot load {}: {}",
                cell.name,
                path.display(),
                dl_error()
            ));
        }
        let callbacks: [(&str, *const c_void); 7] = [
            ("alloc", host::rust_alloc as *const c_void),
            ("alloc_zeroed", host::rust_alloc_zeroed as *const c_void),
            ("dealloc", host::rust_dealloc as *const c_void),
            ("realloc", host::rust_realloc as *const c_void),
            ("nrt_alloc", host::nrt_alloc as *const c_void),
            ("nrt_free", host::nrt_free as *const c_void),
            ("fail", host::fail as *const c_void),
        ];
        for (name, f) in callbacks {
            let slot = symbol(lib, &format!("ipc_seam_host_{name}"))
                .map_err(|e| format!("{}: {e}", cell.name))?;
            // SAFETY: the slot is a pointer-sized global of the shim
            // (`@ipc_seam_host_<name> = global ptr null`); written before any
            // call, with the function of the signature the shim calls.
            unsafe { slot.cast::<*const c_void>().write(f) };
        }
        let entry = symbol(lib, "ipc_seam_combo").map_err(|e| format!("{}: {e}", cell.name))?;
        // SAFETY: `ipc_seam_combo` has this signature in both front ends
        // (kernel-safe's `seam` feature; seam.py's wrapper for numba).
        let combo = unsafe { std::mem::transmute::<*mut c_void, ComboFn>(entry) };
        Ok(SeamKernel { cell, combo })
    }

    /// The cell it runs.
    pub fn cell(&self) -> &'static Cell {
        self.cell
    }

    /// One combo through the cell's `ipc_seam_combo`.
    #[inline(never)]
    pub fn combo(&self, close: &[f64], p: &Params) -> ComboResult {
        let windows = [p.n, p.h, p.s, p.p, p.p3, p.p2];
        let (mut pnl, mut trades) = (0.0, 0);
        // SAFETY: the pointers cover `close`, six window lengths and one
        // value each to write; a `Sweep` has validated the windows (in
        // 1..=len), the cell's contract.
        let status = unsafe {
            (self.combo)(
                close.as_ptr(),
                close.len(),
                windows.as_ptr(),
                &mut pnl,
                &mut trades,
            )
        };
        assert_eq!(
            status, 0,
            "{}: the cell's combo returned status {status} on validated windows {p:?}",
            self.cell.name
        );
        ComboResult { pnl, trades }
    }
}

impl Kernel for SeamKernel {
    fn name(&self) -> &str {
        self.cell.name
    }

    fn exactness(&self) -> Exactness {
        self.cell.exactness()
    }

    fn sweep(&self, s: &Sweep<'_>) -> Vec<ComboResult> {
        s.params()
            .iter()
            .map(|p| self.combo(s.close(), p))
            .collect()
    }

    fn sweep_laps(&self, s: &Sweep<'_>, lap: &mut dyn FnMut()) -> Option<Vec<ComboResult>> {
        Some(
            s.params()
                .iter()
                .map(|p| {
                    let r = self.combo(s.close(), p);
                    lap();
                    r
                })
                .collect(),
        )
    }
}
