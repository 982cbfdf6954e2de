import ImageTiles
import SceneKit
import ScrollPhysics

/// A photo from a file, shown as CATiledLayer shows a large image (seeds 001 and 004): tiles of the
/// level of detail that matches the zoom, only those on screen, over the whole coarsest level
/// (about the fitted size), which stands in while finer tiles load. Decides which tiles are
/// resident each frame (`update`); the scene draws them (`PhotosScene+Files`). No GL: tiles are
/// pixels the renderer uploads when a frame names them.
///
/// Coordinates are upright image pixels (EXIF orientation applied).
final class TiledPhoto {
    let file: ImageFile
    /// The levels for the current fitted size (set by `layout`).
    private(set) var grid: TileGrid
    /// Why the file cannot be shown, once a decode has failed.
    private(set) var failure: String?
    /// The level of the finer tiles shown (the coarsest level when fitted).
    private(set) var level: Int
    /// Tiles drawn: the coarsest level's (all of them) and the visible ones of `level`.
    private(set) var resident: [TileID: [UInt8]] = [:]
    /// Visible tiles of a coarser level shown before (a zoom in), kept under the new level's until
    /// those have all come; never in capture, where every frame is complete.
    private(set) var standIns: [TileID: [UInt8]] = [:]

    init(file: ImageFile, fitScale: Double) {
        self.file = file
        grid = TileGrid(width: file.width, height: file.height, fitScale: fitScale)
        level = grid.coarsestLevel
    }

    /// Tiles held now (resident and stand-ins): what the trace reports.
    var residentCount: Int { resident.count + standIns.count }

    /// A new fitted scale (texture pixels per image pixel at fit): a new coarsest level. Tiles of
    /// levels the grid no longer has go at the next `update`.
    func layout(fitScale: Double) {
        grid = TileGrid(width: file.width, height: file.height, fitScale: fitScale)
    }

    /// Brings the resident tiles up to date for a view of the image rectangle `visible` at `scale`
    /// texture pixels per image pixel. While the zoom moves (`settled` false) the level never gets
    /// finer (it may get coarser); once it settles, the level matching `scale` is loaded — the sharp
    /// re-render after a zoom. Tiles come from `store`: at once (`wait`, capture) or as its
    /// workers deliver them (the window). `log` gets `tileLoaded` / `tileUnloaded`, with `page`.
    func update(visible: Rect, scale: Double, settled: Bool, store: TileStore, wait: Bool, page: Int,
                log: (SceneEvent) -> Void) {
        guard failure == nil else { return }
        let coarsest = grid.coarsestLevel, matching = grid.level(atScale: scale)
        let newLevel = settled ? matching : max(min(level, coarsest), matching)
        let coarse = grid.allTiles(level: coarsest)
        let fine = newLevel < coarsest
            ? grid.tiles(level: newLevel, x0: visible.minX, y0: visible.minY, x1: visible.maxX, y1: visible.maxY) : []
        let wanted = Set(coarse + fine)
        self.wanted = wanted
        func event(_ name: String, _ t: TileID) -> SceneEvent {
            SceneEvent(name, [("page", .int(page)), ("level", .int(t.level)), ("column", .int(t.column)), ("row", .int(t.row))])
        }
        // Leaving: tiles no longer wanted; a coarser level's visible ones stand in until the new one is complete.
        let oldLevel = level
        level = newLevel
        for t in resident.keys.sorted() where !wanted.contains(t) {
            let visibleNow = t.level > newLevel && t.level < coarsest && !wait
                && grid.tiles(level: t.level, x0: visible.minX, y0: visible.minY, x1: visible.maxX, y1: visible.maxY).contains(t)
            if visibleNow && oldLevel != newLevel { standIns[t] = resident[t] } else { log(event("tileUnloaded", t)) }
            resident[t] = nil
        }
        // Arriving.
        for group in [coarse, fine] where !group.isEmpty {
            let missing = group.filter { resident[$0] == nil }
            guard !missing.isEmpty else { continue }
            if wait {
                do {
                    let tiles = try store.load(missing, of: file, grid: grid)
                    for t in missing { resident[t] = tiles[t]; log(event("tileLoaded", t)) }
                } catch {
                    fail(error.reason)
                    return
                }
            } else {
                var stillMissing: [TileID] = []
                for t in missing {
                    if let pixels = store.pixels(TileStore.Key(path: file.path, tile: t)) {
                        resident[t] = pixels
                        log(event("tileLoaded", t))
                    } else {
                        stillMissing.append(t)
                    }
                }
                if !stillMissing.isEmpty { store.request(stillMissing, of: file, grid: grid) }
                if let failed = store.failure(file.path) { fail(failed.reason); return }
            }
        }
        // Stand-ins go once the tiles over them have come (or they left the view).
        let complete = fine.allSatisfy { resident[$0] != nil }
        for t in standIns.keys.sorted() where complete || wanted.contains(t) || !Self.overlapsAny(t, fine, grid) {
            if resident[t] == nil { log(event("tileUnloaded", t)) }
            standIns[t] = nil
        }
    }

    /// Whether tile `t` (another level) lies under any of `tiles`.
    private static func overlapsAny(_ t: TileID, _ tiles: [TileID], _ grid: TileGrid) -> Bool {
        let a = grid.imageRect(of: t)
        return tiles.contains {
            let b = grid.imageRect(of: $0)
            return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }
    }

    /// Stops showing tiles: the page shows why instead.
    func fail(_ reason: String) {
        failure = reason
        resident = [:]
        standIns = [:]
    }

    /// The tiles the last `update` wanted resident (those still loading among them).
    private(set) var wanted: Set<TileID> = []
    /// `wanted` as the store's keys (queued decodes of anything else may be dropped).
    var wantedKeys: [TileStore.Key] { wanted.map { TileStore.Key(path: file.path, tile: $0) } }
}
