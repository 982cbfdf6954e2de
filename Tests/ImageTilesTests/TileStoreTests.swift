import Foundation
@testable import ImageTiles
import CubescrollTesting
import XCTest

/// The tile store: background decoding, waiting for tiles, the bounded cache, dropping requests
/// that scrolled away.
final class TileStoreTests: XCTestCase {
    func testBackgroundTilesEqualTilesDecodedNow() throws {
        let dir = try FixtureFolder(self)
        let file = try ImageFile.probe(path: dir.png("p.png", 700, 500))
        let grid = TileGrid(width: 700, height: 500, fitScale: 0.3)
        let tiles = grid.allTiles(level: 0)
        let store = TileStore()
        store.request(tiles, of: file, grid: grid)
        let deadline = Date().addingTimeInterval(20)
        while tiles.contains(where: { store.pixels(TileStore.Key(path: file.path, tile: $0)) == nil }), Date() < deadline {
            usleep(5000)
        }
        let now = try TileStore().load(tiles, of: file, grid: grid)
        for t in tiles {
            XCTAssertEqual(store.pixels(TileStore.Key(path: file.path, tile: t)), now[t], "tile \(t)")
            XCTAssertEqual(now[t]?.count, grid.rect(of: t).byteCount)
        }
        XCTAssertFalse(store.isLoading(TileStore.Key(path: file.path, tile: tiles[0])))
    }

    func testTheCacheStaysWithinItsBudget() throws {
        let dir = try FixtureFolder(self)
        let file = try ImageFile.probe(path: dir.png("p.png", 1024, 1024))
        let grid = TileGrid(width: 1024, height: 1024, fitScale: 0.1)
        let store = TileStore(budget: 3 * 256 * 256 * 4)
        _ = try store.load(grid.allTiles(level: 0), of: file, grid: grid)
        let kept = grid.allTiles(level: 0).filter { store.pixels(TileStore.Key(path: file.path, tile: $0)) != nil }
        XCTAssertEqual(kept.count, 3, "16 tiles decoded, the 3 last kept")
    }

    func testQueuedRequestsOutsideTheViewAreDropped() throws {
        let dir = try FixtureFolder(self)
        let a = try ImageFile.probe(path: dir.jpeg("a.jpg", 2048, 2048))
        let grid = TileGrid(width: 2048, height: 2048, fitScale: 0.1)
        let store = TileStore(workers: 1)
        // One worker: the first request runs, the next ones wait in the queue.
        let tiles = grid.allTiles(level: 0)
        for t in tiles { store.request([t], of: a, grid: grid) }
        store.cancelQueued(keeping: [TileStore.Key(path: a.path, tile: tiles[5])])
        let deadline = Date().addingTimeInterval(20)
        while tiles.contains(where: { store.isLoading(TileStore.Key(path: a.path, tile: $0)) }), Date() < deadline { usleep(5000) }
        let decoded = tiles.filter { store.pixels(TileStore.Key(path: a.path, tile: $0)) != nil }
        XCTAssertTrue(decoded.contains(tiles[5]), "the tile still wanted was decoded")
        XCTAssertLessThanOrEqual(decoded.count, 3, "the newest request (tile 5 kept) and at most the one running: \(decoded)")
    }

    func testAFailedDecodeIsRememberedAndATruncatedOneNoted() throws {
        let dir = try FixtureFolder(self)
        let good = dir.jpeg("g.jpg", 600, 600)
        let data = try Data(contentsOf: URL(fileURLWithPath: good))
        // Cut short in its image data: the tiles come (the part before the cut, then grey) with a note.
        let cut = dir.bytes("cut.jpg", Array(data.prefix(data.count / 2)))
        let file = try ImageFile.probe(path: cut)
        let grid = TileGrid(width: 600, height: 600, fitScale: 0.5)
        let store = TileStore()
        XCTAssertEqual(try store.load(grid.allTiles(level: 1), of: file, grid: grid).count, grid.allTiles(level: 1).count)
        XCTAssertNil(store.failure(cut))
        XCTAssertEqual(store.note(cut), "is truncated (premature end of JPEG data): showing the part before the end")
        XCTAssertNil(store.note(good))
        // A decode that fails is remembered: the file was replaced by one that is not a JPEG at all.
        var broken = Array(data)
        let sof = (2..<broken.count - 1).first { broken[$0] == 0xFF && broken[$0 + 1] == 0xC0 }!
        let probed = try ImageFile.probe(path: dir.bytes("b.jpg", broken))
        broken[sof + 9] = 7
        dir.bytes("b.jpg", broken)
        XCTAssertThrowsError(try store.load(grid.allTiles(level: 1), of: probed, grid: grid))
        XCTAssertEqual(store.failure(probed.path)?.reason, "is not a valid JPEG: Bogus marker length")
    }
}
