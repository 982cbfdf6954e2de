import Foundation

/// Readback buffers that go round in a circle: the render thread takes one, reads a frame into it,
/// wraps it in a `PooledImage` for the encoder jobs, and the buffer comes back here when the last
/// job holding that image lets go of it. So a long capture reads every frame into memory it already
/// owns: no fresh 3.5 MiB array (and no page faults, no allocator growth) per frame at 1280×720.
///
/// At most `keep` free buffers are held; a buffer whose size no longer matches the frames (after a
/// resize) is dropped when taken. Thread-safety: `take` and `recycle` may be called from any thread.
public final class PixelBufferPool: @unchecked Sendable {
    // `free` and `allocations` are guarded by `lock` (hence @unchecked Sendable).
    private let lock = NSLock()
    private var free: [[UInt8]] = []
    private var fresh = 0
    /// Free buffers kept for reuse; more are released to the allocator.
    public let keep: Int

    /// `keep` ≥ 1: the most buffers that can be in use at once (queued + being encoded + being
    /// read) is the natural choice, so the steady state allocates nothing.
    public init(keep: Int) {
        precondition(keep >= 1, "PixelBufferPool keep must be ≥ 1")
        self.keep = keep
    }

    /// How many buffers `take` had to allocate since the pool was made (not counting reuse).
    public var allocations: Int { lock.lock(); defer { lock.unlock() }; return fresh }

    /// A buffer of exactly `byteCount` bytes: a returned one when one of that size is free, else a
    /// new zero-filled one. Its contents are whatever the last frame left there.
    public func take(byteCount: Int) -> [UInt8] {
        lock.lock()
        while let buffer = free.popLast() {
            if buffer.count == byteCount { lock.unlock(); return buffer }
        }
        fresh += 1
        lock.unlock()
        return [UInt8](repeating: 0, count: byteCount)
    }

    /// Hands `buffer` back for reuse (dropped when `keep` buffers are already free).
    /// Consumes the caller's reference, so the pool holds the only one and the next `take` can
    /// write into it without a copy-on-write copy.
    public func recycle(_ buffer: consuming [UInt8]) {
        lock.lock()
        if free.count < keep { free.append(buffer) }
        lock.unlock()
    }

    /// Wraps `pixels` (taken from this pool) so they come back when the image is released.
    public func image(width: Int, height: Int, pixels: [UInt8]) -> PooledImage {
        PooledImage(RGBAImage(width: width, height: height, pixels: pixels), pool: self)
    }
}

/// A frame image on loan from a `PixelBufferPool`: share this object (not `image`'s pixel array)
/// between the jobs that use the frame; when the last reference goes, the pixels go back to the
/// pool. Holding `image` beyond the object's life is safe (copy-on-write), it only defeats reuse.
public final class PooledImage: @unchecked Sendable {
    // `storage` is written only by `deinit`, when no other thread can see the object.
    private var storage: RGBAImage
    private let pool: PixelBufferPool

    init(_ image: RGBAImage, pool: PixelBufferPool) { storage = image; self.pool = pool }

    /// The frame (immutable while the object lives).
    public var image: RGBAImage { storage }

    deinit {
        // Move the pixels out before recycling, so the pool ends up with the only reference.
        let pixels = storage.pixels
        storage = RGBAImage.empty
        pool.recycle(consume pixels)
    }
}

extension RGBAImage {
    /// A 0×0 image (no pixel storage).
    static let empty = RGBAImage(width: 0, height: 0, pixels: [])
}
