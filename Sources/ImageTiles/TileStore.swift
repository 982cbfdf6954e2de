import Dispatch
import Foundation

/// Decoded tiles of image files: decoded on background workers (`request`) or right away (`load`),
/// kept in a cache bounded by bytes (least recently used go first). Headers are read the same two
/// ways (`probe`, `probeNow`). Thread-safe; the owner polls it each frame. Tiles are opaque: a
/// PNG's transparency is composited over a neutral checkerboard (`Checkerboard`).
///
/// Tiles asked for together are decoded in one pass over the file: the smallest rectangle holding
/// them, cut into tiles (a JPEG's rows above a region must still be entropy-decoded to be skipped,
/// so one pass per row of tiles would repeat that work).
package final class TileStore: @unchecked Sendable {
    /// A tile of one file.
    package struct Key: Hashable, Sendable {
        package var path: String
        package var tile: TileID
        package init(path: String, tile: TileID) { self.path = path; self.tile = tile }
    }

    /// Bytes of decoded tiles kept for reuse beyond those in use (a page turned back, a zoom undone).
    package let budget: Int
    /// Most decodes running at once.
    package let workers: Int
    /// Largest region one pass decodes, bytes: 32 MiB (a 2880×2880 level). Taller requests are
    /// decoded in bands of whole tile rows.
    package static let largestPass = 32 << 20

    private let lock = NSLock()
    private var cache: [Key: (pixels: [UInt8], used: Int)] = [:]
    private var cachedBytes = 0
    private var clock = 0
    private var queued: [Job] = []
    private var loading: Set<Key> = []
    private var running = 0
    private var failures: [String: ImageFileError] = [:]
    /// Notes of decodes that succeeded (`note`).
    private var notes: [String: String] = [:]
    private var probes: [String: Result<ImageFile, ImageFileError>] = [:]
    private var probing: Set<String> = []
    private let queue = DispatchQueue(label: "cubescroll.tiles", qos: .userInitiated, attributes: .concurrent)
    private var finished = 0
    private var wake: (@Sendable () -> Void)?

    /// How many background probes and decodes have finished so far: an owner that polled the store
    /// when this was N has seen every result up to N (a window that draws only when something
    /// changes compares it with the value at its last poll).
    package var completions: Int {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }

    /// Called on a worker thread after each background probe or decode finishes (the window's
    /// wake, so a sleeping window polls the store and shows the result).
    package var onFinish: (@Sendable () -> Void)? {
        get { lock.lock(); defer { lock.unlock() }; return wake }
        set { lock.lock(); wake = newValue; lock.unlock() }
    }

    /// Counts a finished background job and calls `onFinish`.
    private func finishedOne() {
        lock.lock()
        finished += 1
        let wake = self.wake
        lock.unlock()
        wake?()
    }

    private struct Job {
        var file: ImageFile
        var grid: TileGrid
        var tiles: [TileID]
    }

    /// - Parameters:
    ///   - budget: bytes of tiles the cache keeps (64 MiB: 256 tiles of 256×256).
    ///   - workers: decodes at once (default: one fewer than the cores, at least 1, at most 4).
    package init(budget: Int = 64 << 20, workers: Int? = nil) {
        self.budget = budget
        self.workers = workers ?? min(4, max(1, ProcessInfo.processInfo.activeProcessorCount - 1))
    }

    // MARK: - Headers

    /// The header of `path` if read; otherwise starts reading it on a worker (once) and returns nil.
    package func probe(_ path: String) -> Result<ImageFile, ImageFileError>? {
        lock.lock()
        defer { lock.unlock() }
        if let done = probes[path] { return done }
        if probing.insert(path).inserted {
            queue.async { [self] in
                let result = Result { () throws(ImageFileError) in try ImageFile.probe(path: path) }
                lock.lock()
                probes[path] = result
                probing.remove(path)
                lock.unlock()
                finishedOne()
            }
        }
        return nil
    }

    /// The header of `path`, read now if it has not been (the caller waits).
    package func probeNow(_ path: String) -> Result<ImageFile, ImageFileError> {
        lock.lock()
        if let done = probes[path] { lock.unlock(); return done }
        lock.unlock()
        let result = Result { () throws(ImageFileError) in try ImageFile.probe(path: path) }
        lock.lock()
        probes[path] = result
        lock.unlock()
        return result
    }

    // MARK: - Tiles

    /// The pixels of `key` if decoded and still cached (marks it recently used).
    package func pixels(_ key: Key) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        guard let hit = cache[key] else { return nil }
        clock += 1
        cache[key]?.used = clock
        return hit.pixels
    }

    /// What a decode of `path` that succeeded said about it (a truncated JPEG shown as far as it
    /// goes), once one has.
    package func note(_ path: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        return notes[path]
    }

    private func noted(_ note: String, path: String) {
        lock.lock(); defer { lock.unlock() }
        notes[path] = note
    }

    /// Why decoding `path` failed, once a decode of it has failed.
    package func failure(_ path: String) -> ImageFileError? {
        lock.lock()
        defer { lock.unlock() }
        return failures[path]
    }

    /// Whether `key` is queued or being decoded.
    package func isLoading(_ key: Key) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return loading.contains(key)
    }

    /// Asks for `tiles` (all of one level) of `file` in the background: those not cached and not
    /// already asked for are decoded together; the newest request runs first.
    package func request(_ tiles: [TileID], of file: ImageFile, grid: TileGrid) {
        lock.lock()
        let missing = tiles.filter {
            let key = Key(path: file.path, tile: $0)
            return cache[key] == nil && !loading.contains(key)
        }
        guard !missing.isEmpty, failures[file.path] == nil else { lock.unlock(); return }
        for t in missing { loading.insert(Key(path: file.path, tile: t)) }
        queued.append(Job(file: file, grid: grid, tiles: missing))
        let start = running < workers
        if start { running += 1 }
        lock.unlock()
        if start { queue.async { [self] in work() } }
    }

    /// Drops queued requests (not those already running) for tiles outside `wanted`: a page scrolled
    /// or zoomed past before its turn. A request that keeps some wanted tiles keeps only those.
    package func cancelQueued(keeping wanted: Set<Key>) {
        lock.lock()
        defer { lock.unlock() }
        for i in queued.indices.reversed() {
            let path = queued[i].file.path
            let (keep, drop) = queued[i].tiles.reduce(into: ([TileID](), [TileID]())) {
                if wanted.contains(Key(path: path, tile: $1)) { $0.0.append($1) } else { $0.1.append($1) }
            }
            for t in drop { loading.remove(Key(path: path, tile: t)) }
            if keep.isEmpty { queued.remove(at: i) } else { queued[i].tiles = keep }
        }
    }

    /// The pixels of each of `tiles` (one level of `file`), from the cache or decoded now: the
    /// caller waits (headless capture, where every frame must be complete).
    /// - Throws: the file's decoding failure (also remembered for `failure`).
    package func load(_ tiles: [TileID], of file: ImageFile, grid: TileGrid) throws(ImageFileError) -> [TileID: [UInt8]] {
        if let failed = failure(file.path) { throw failed }
        var found: [TileID: [UInt8]] = [:]
        var missing: [TileID] = []
        for t in tiles {
            if let p = pixels(Key(path: file.path, tile: t)) { found[t] = p } else { missing.append(t) }
        }
        guard !missing.isEmpty else { return found }
        let decoded = decode(Job(file: file, grid: grid, tiles: missing))
        switch decoded {
        case .success(let tiles):
            store(tiles, path: file.path)
            return found.merging(tiles) { a, _ in a }
        case .failure(let error):
            lock.lock()
            failures[file.path] = error
            lock.unlock()
            throw error
        }
    }

    // MARK: - Workers

    private func work() {
        while true {
            lock.lock()
            guard let job = queued.popLast() else {
                running -= 1
                lock.unlock()
                return
            }
            lock.unlock()
            let result = decode(job)
            lock.lock()
            for t in job.tiles { loading.remove(Key(path: job.file.path, tile: t)) }
            if case .failure(let error) = result { failures[job.file.path] = error }
            lock.unlock()
            if case .success(let tiles) = result { store(tiles, path: job.file.path) }
            finishedOne()
        }
    }

    private func store(_ tiles: [TileID: [UInt8]], path: String) {
        lock.lock()
        defer { lock.unlock() }
        for (t, pixels) in tiles {
            let key = Key(path: path, tile: t)
            clock += 1
            cachedBytes += pixels.count - (cache[key]?.pixels.count ?? 0)
            cache[key] = (pixels, clock)
        }
        while cachedBytes > budget, let oldest = cache.min(by: { $0.value.used < $1.value.used }) {
            cachedBytes -= oldest.value.pixels.count
            cache[oldest.key] = nil
        }
    }

    /// Decodes the bounding rectangle of `job.tiles` (in bands of at most `largestPass` bytes) and
    /// cuts it into tiles.
    private func decode(_ job: Job) -> Result<[TileID: [UInt8]], ImageFileError> {
        guard let first = job.tiles.first else { return .success([:]) }
        let level = first.level, grid = job.grid
        let c0 = job.tiles.map(\.column).min()!, c1 = job.tiles.map(\.column).max()!
        let r0 = job.tiles.map(\.row).min()!, r1 = job.tiles.map(\.row).max()!
        let wanted = Set(job.tiles)
        let left = grid.rect(of: TileID(level: level, column: c0, row: r0)).x
        let right = grid.rect(of: TileID(level: level, column: c1, row: r0)).maxX
        let rowsPerPass = max(1, Self.largestPass / max(1, (right - left) * TileGrid.tileSide * 4))
        var out: [TileID: [UInt8]] = [:]
        var row = r0
        while row <= r1 {
            let last = min(r1, row + rowsPerPass - 1)
            let top = grid.rect(of: TileID(level: level, column: c0, row: row)).y
            let bottom = grid.rect(of: TileID(level: level, column: c0, row: last)).maxY
            let region = PixelRect(x: left, y: top, width: right - left, height: bottom - top)
            var pixels: [UInt8]
            do {
                let decoded = try job.file.decodeNoting(level: level, region: region)
                pixels = decoded.pixels
                // Transparency over a neutral checkerboard: every tile is opaque.
                if job.file.format == .png { Checkerboard.composite(&pixels, width: region.width, x0: region.x, y0: region.y) }
                if let note = decoded.note { noted(note, path: job.file.path) }
            } catch {
                return .failure(error)
            }
            for r in row...last {
                for c in c0...c1 where wanted.contains(TileID(level: level, column: c, row: r)) {
                    let id = TileID(level: level, column: c, row: r)
                    out[id] = Self.cut(grid.rect(of: id), from: pixels, region: region)
                }
            }
            row = last + 1
        }
        return .success(out)
    }

    /// The pixels of `rect` out of `pixels`, which hold `region` (same level).
    static func cut(_ rect: PixelRect, from pixels: [UInt8], region: PixelRect) -> [UInt8] {
        var tile = [UInt8](repeating: 0, count: rect.byteCount)
        let rowBytes = rect.width * 4, stride = region.width * 4
        pixels.withUnsafeBytes { src in
            tile.withUnsafeMutableBytes { dst in
                for y in 0..<rect.height {
                    let from = (rect.y - region.y + y) * stride + (rect.x - region.x) * 4
                    dst.baseAddress!.advanced(by: y * rowBytes).copyMemory(from: src.baseAddress!.advanced(by: from),
                                                                            byteCount: rowBytes)
                }
            }
        }
        return tile
    }
}
