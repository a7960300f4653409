//! An allocator that can move the engine's big arrays within their pages.
//!
//! glibc serves every allocation above its mmap threshold from a fresh
//! mapping at the same offset in its first page, so kernel-safe's 1.2 MB
//! arrays always start 16 bytes into a page, and loads and stores exactly
//! 4 KiB apart may alias in the CPU's store forwarding. The gap analysis
//! randomises that placement (Curtsinger & Berger's STABILIZER idea, one
//! offset per process): with `IPC_TAX_ARRAY_OFFSET=<bytes>` (a multiple of
//! 16 below 4096) every allocation of at least [`BIG`] bytes is shifted by
//! that many bytes. Unset or 0: the system allocator, untouched.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Allocations from this size on are shifted (the 150k-bar arrays are 1.2 MB).
pub const BIG: usize = 64 << 10;
/// The extra room a shifted allocation takes.
const ROOM: usize = 4096;
/// `usize::MAX`: not read from the environment yet.
static OFFSET: AtomicUsize = AtomicUsize::new(usize::MAX);

/// The process's offset, read once. `getenv` allocates nothing, which an
/// allocator needs; an invalid value counts as 0 (the engine says so at start).
fn offset() -> usize {
    let o = OFFSET.load(Ordering::Relaxed);
    if o != usize::MAX {
        return o;
    }
    let o = parse(read_env()).unwrap_or(0);
    OFFSET.store(o, Ordering::Relaxed);
    o
}

fn read_env() -> Option<&'static [u8]> {
    // SAFETY: the name is NUL-terminated; the engine never sets environment
    // variables, so the returned string stays valid for the process.
    unsafe {
        let p = libc::getenv(c"IPC_TAX_ARRAY_OFFSET".as_ptr());
        (!p.is_null()).then(|| std::ffi::CStr::from_ptr(p).to_bytes())
    }
}

/// A valid offset: decimal, a multiple of 16, below 4096.
pub fn parse(v: Option<&[u8]>) -> Option<usize> {
    let o: usize = std::str::from_utf8(v?).ok()?.parse().ok()?;
    (o < ROOM && o.is_multiple_of(16)).then_some(o)
}

/// The offset this process was started with, or why it is ignored.
pub fn check_env() -> Result<usize, String> {
    match read_env() {
        None => Ok(0),
        Some(v) => parse(Some(v)).ok_or_else(|| {
            format!(
                "IPC_TAX_ARRAY_OFFSET={:?} ignored: expected a multiple of 16 below 4096",
                String::from_utf8_lossy(v)
            )
        }),
    }
}

/// The system allocator, with big allocations shifted by the offset.
pub struct ArrayOffset;

fn shifted(layout: Layout) -> Option<(usize, Layout)> {
    let o = offset();
    if o == 0 || layout.size() < BIG || layout.align() > 16 {
        return None;
    }
    Layout::from_size_align(layout.size() + ROOM, layout.align())
        .ok()
        .map(|l| (o, l))
}

/// `p` moved `o` bytes on, unless the allocation failed.
fn moved(p: *mut u8, o: usize) -> *mut u8 {
    if p.is_null() { p } else { p.wrapping_add(o) }
}

// SAFETY: every pointer handed out is `System`'s pointer plus the same
// offset for the same layout, inside an allocation `ROOM` bytes larger, and
// aligned (the offset is a multiple of 16 and of every alignment ≤ 16);
// dealloc undoes exactly that. The offset never changes once read.
unsafe impl GlobalAlloc for ArrayOffset {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let (o, l) = shifted(layout).unwrap_or((0, layout));
        // SAFETY: `l` has a non-zero size (the caller's, or more).
        moved(unsafe { System.alloc(l) }, o)
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let (o, l) = shifted(layout).unwrap_or((0, layout));
        // SAFETY: as in `alloc`; the whole larger block is zeroed.
        moved(unsafe { System.alloc_zeroed(l) }, o)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller guarantees `new_size`, rounded up to
        // `layout.align()`, does not overflow isize.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        if shifted(layout).is_none() && shifted(new_layout).is_none() {
            // System's own realloc: glibc grows a mapped block in place
            // (mremap) instead of holding old and new at once — the
            // engine's memory limit counts on that.
            // SAFETY: `ptr` is System's pointer for `layout` (not shifted).
            return unsafe { System.realloc(ptr, layout, new_size) };
        }
        // SAFETY: `new_layout` has a non-zero size; `ptr` is valid for
        // `layout.size()` bytes and the new block for `new_size`; they do
        // not overlap; `ptr` is freed with the layout it came with.
        unsafe {
            let new = self.alloc(new_layout);
            if !new.is_null() {
                std::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
            new
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let (o, l) = shifted(layout).unwrap_or((0, layout));
        // SAFETY: `ptr` came from `alloc`/`alloc_zeroed` with this layout,
        // so `ptr - o` is System's pointer for layout `l`.
        unsafe { System.dealloc(ptr.wrapping_sub(o), l) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_multiples_of_16_below_a_page_are_offsets() {
        assert_eq!(parse(Some(b"0")), Some(0));
        assert_eq!(parse(Some(b"4080")), Some(4080));
        assert_eq!(parse(Some(b"4096")), None);
        assert_eq!(parse(Some(b"24")), None);
        assert_eq!(parse(Some(b"-16")), None);
        assert_eq!(parse(Some(b"x")), None);
        assert_eq!(parse(None), None);
    }

    #[test]
    fn big_allocations_move_by_the_offset_and_come_back_intact() {
        OFFSET.store(48, Ordering::Relaxed);
        // Above glibc's largest mmap threshold (32 MiB): always a fresh mapping.
        let size = 40 << 20;
        let big = Layout::from_size_align(size, 8).unwrap();
        let small = Layout::from_size_align(64, 8).unwrap();
        // SAFETY: non-zero sizes; every pointer is freed with its layout.
        unsafe {
            let plain = System.alloc(big);
            let p = ArrayOffset.alloc(big);
            // glibc maps big blocks at one fixed offset in their page.
            assert_eq!((p as usize - 48) % 4096, plain as usize % 4096);
            p.write_bytes(7, size);
            ArrayOffset.dealloc(p, big);
            System.dealloc(plain, big);
            let z = ArrayOffset.alloc_zeroed(big);
            assert!(std::slice::from_raw_parts(z, size).iter().all(|&b| b == 0));
            ArrayOffset.dealloc(z, big);
            let s = ArrayOffset.alloc(small);
            assert_eq!(s as usize % 8, 0);
            s.write_bytes(3, 64);
            // Growing a small block into a big one moves it onto the offset,
            // contents kept; shrinking it back keeps them too.
            let g = ArrayOffset.realloc(s, small, size);
            assert_eq!((g as usize - 48) % 4096, plain as usize % 4096);
            assert!(std::slice::from_raw_parts(g, 64).iter().all(|&b| b == 3));
            let back = ArrayOffset.realloc(g, big, 64);
            assert!(std::slice::from_raw_parts(back, 64).iter().all(|&b| b == 3));
            ArrayOffset.dealloc(back, small);
        }
    }
}
