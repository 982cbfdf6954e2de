import CHeapSlack

/// The C heap's standing slack for the `cubescroll` process (window, capture and suite children).
///
/// Mesa's software rasteriser (llvmpipe) allocates and frees its per-draw working memory on the
/// drawing thread every frame. With glibc's defaults that memory sits at the top of the heap, so the
/// heap is grown with brk(2) and trimmed back to the kernel around each draw, and every regrowth is
/// paid again in page faults. Whether a run falls into that pattern depends on where earlier blocks
/// landed, so the same capture ran at one of two speeds: the map scene's 1280×720 frame took 3.2 ms
/// or 8.0 ms, with 18,700 or 165,000 minor page faults and about 8,700 brk calls in the slow runs
/// (docs/performance.md, "Heap churn on llvmpipe"). Keeping 16 MiB at the top of the heap
/// (mallopt(3), M_TOP_PAD: https://man7.org/linux/man-pages/man3/mallopt.3.html) removes the
/// churn; it also fixes glibc's mmap threshold at its 128 KiB default instead of letting it grow.
enum HeapSlack {
    /// Free memory kept at the top of the heap, in bytes: above one frame's working memory at
    /// 2560×1440, and small next to the process's own footprint (about 120 MiB at start-up).
    static let bytes: Int32 = 16 << 20

    /// Sets the slack; call once, first thing in `main`.
    static func keep() {
        _ = cubescroll_keep_heap_slack(bytes)
    }
}
