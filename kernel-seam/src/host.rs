//! What a cell calls back into: memory on this process's allocator (the
//! engine's global allocator, so its layout experiments apply to the cells
//! too), and a report for a symbol a validated sweep never reaches.
//!
//! numba's runtime is replaced, not loaded: its `MemInfo` header (reference
//! count, destructor, destructor data, data pointer, size, external
//! allocator — numba/core/runtime/nrt.cpp) is laid out here, because numba's
//! own `NRT_incref`/`NRT_decref`/`NRT_MemInfo_data_fast`, compiled into the
//! cell, read its first and fourth fields.

use std::alloc::{Layout, alloc, alloc_zeroed, dealloc, realloc};
use std::ffi::{CStr, c_char, c_void};
use std::ptr::null_mut;

/// numba's `NRT_MemInfo`, field for field.
#[repr(C)]
struct MemInfo {
    refct: usize,
    dtor: *const c_void,
    /// Here: the block's alignment (numba: the destructor's data).
    dtor_info: usize,
    data: *mut u8,
    size: usize,
    external_allocator: *mut c_void,
}

/// The header rounded up to the data's alignment, and the block's layout.
fn nrt_layout(size: usize, align: usize) -> Option<(usize, Layout)> {
    let align = align.max(align_of::<MemInfo>()).next_power_of_two();
    let header = size_of::<MemInfo>().next_multiple_of(align);
    let layout = Layout::from_size_align(header.checked_add(size)?, align).ok()?;
    Some((header, layout))
}

/// `__rust_alloc`.
pub(crate) unsafe extern "C" fn rust_alloc(size: usize, align: usize) -> *mut u8 {
    match Layout::from_size_align(size, align) {
        // SAFETY: rustc's callers never ask for zero bytes (`RawVec` keeps
        // empty vectors unallocated); a zero size returns null, which they
        // report as an allocation failure.
        Ok(l) if size > 0 => unsafe { alloc(l) },
        _ => null_mut(),
    }
}

/// `__rust_alloc_zeroed`.
pub(crate) unsafe extern "C" fn rust_alloc_zeroed(size: usize, align: usize) -> *mut u8 {
    match Layout::from_size_align(size, align) {
        // SAFETY: as `rust_alloc`.
        Ok(l) if size > 0 => unsafe { alloc_zeroed(l) },
        _ => null_mut(),
    }
}

/// `__rust_dealloc`.
pub(crate) unsafe extern "C" fn rust_dealloc(ptr: *mut u8, size: usize, align: usize) {
    // SAFETY: rustc passes back a block `rust_alloc*` returned, with the
    // size and alignment it was allocated with.
    unsafe { dealloc(ptr, Layout::from_size_align_unchecked(size, align)) }
}

/// `__rust_realloc`.
pub(crate) unsafe extern "C" fn rust_realloc(
    ptr: *mut u8,
    size: usize,
    align: usize,
    new_size: usize,
) -> *mut u8 {
    // SAFETY: as `rust_dealloc`; `new_size` is non-zero (rustc's contract).
    unsafe {
        realloc(
            ptr,
            Layout::from_size_align_unchecked(size, align),
            new_size,
        )
    }
}

/// `NRT_MemInfo_alloc_aligned`: header and data in one block, reference
/// count 1, as numba's runtime allocates an array.
pub(crate) unsafe extern "C" fn nrt_alloc(size: usize, align: u32) -> *mut c_void {
    let Some((header, layout)) = nrt_layout(size, align as usize) else {
        return null_mut();
    };
    // SAFETY: the layout is at least the header's size, never zero.
    let base = unsafe { alloc(layout) };
    if base.is_null() {
        return null_mut();
    }
    let info = MemInfo {
        refct: 1,
        dtor: std::ptr::null(),
        dtor_info: layout.align(),
        // SAFETY: `header <= layout.size()`.
        data: unsafe { base.add(header) },
        size,
        external_allocator: null_mut(),
    };
    // SAFETY: `base` is aligned for `MemInfo` and `header >= size_of::<MemInfo>()`.
    unsafe { base.cast::<MemInfo>().write(info) };
    base.cast()
}

/// `NRT_MemInfo_call_dtor`: numba's `NRT_decref` calls it when the count
/// reaches zero; the block goes back whole.
pub(crate) unsafe extern "C" fn nrt_free(mi: *mut c_void) {
    // SAFETY: `mi` is a block `nrt_alloc` returned (numba passes back only
    // its own MemInfos, and the cells' only allocator is `nrt_alloc`).
    unsafe {
        let info = mi.cast::<MemInfo>().read();
        if let Some((_, layout)) = nrt_layout(info.size, info.dtor_info) {
            dealloc(mi.cast(), layout);
        }
    }
}

/// Any other symbol a cell declares (a panic, `rust_eh_personality`): its
/// name, then abort — unwinding cannot cross into the cell's frames.
pub(crate) unsafe extern "C" fn fail(symbol: *const c_char) {
    // SAFETY: the shim passes a NUL-terminated constant.
    let name = unsafe { CStr::from_ptr(symbol) }.to_string_lossy();
    eprintln!(
        "kernel-seam: a cell reached {name}, which a validated sweep never calls (a bug in the cell or its inputs)"
    );
    std::process::abort();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_nrt_block_is_aligned_and_comes_back_whole() {
        for align in [1u32, 8, 16, 32, 64] {
            // SAFETY: the block is used within its size and freed once.
            unsafe {
                let mi = nrt_alloc(24, align);
                assert!(!mi.is_null());
                let info = mi.cast::<MemInfo>().read();
                assert_eq!(info.refct, 1);
                assert_eq!(info.size, 24);
                assert_eq!(info.data as usize % align as usize, 0);
                info.data.cast::<f64>().write(1.5);
                nrt_free(mi);
            }
        }
    }

    #[test]
    fn a_rust_block_of_zero_bytes_is_refused() {
        // SAFETY: a zero size never reaches the allocator.
        assert!(unsafe { rust_alloc(0, 8) }.is_null());
    }
}
