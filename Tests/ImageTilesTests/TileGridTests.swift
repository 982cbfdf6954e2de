@testable import ImageTiles
import CubescrollTesting
import XCTest

/// Levels of detail and the tiles that cover a view.
final class TileGridTests: XCTestCase {
    func testTheLevelIsTheCoarsestStillAtLeastAsSharpAsTheScale() {
        XCTAssertEqual(TileGrid.level(forScale: 1), 0)
        XCTAssertEqual(TileGrid.level(forScale: 2), 0)
        XCTAssertEqual(TileGrid.level(forScale: 0.5), 1)
        XCTAssertEqual(TileGrid.level(forScale: 0.49), 1)
        XCTAssertEqual(TileGrid.level(forScale: 0.24), 2)
        XCTAssertEqual(TileGrid.level(forScale: 0.26), 1)
        XCTAssertEqual(TileGrid.level(forScale: 720.0 / 12000), 4)    // 16000×12000 fitted in 720 px: 1/16.7
        XCTAssertEqual(TileGrid.level(forScale: .nan), 0)
    }

    func testTheCoarsestLevelIsNoSmallerThanTheFittedSize() {
        let grid = TileGrid(width: 16000, height: 12000, fitScale: 720.0 / 12000)
        XCTAssertEqual(grid.coarsestLevel, 4)
        let (w, h) = grid.size(ofLevel: 4)
        XCTAssertEqual([w, h], [1000, 750])
        XCTAssertGreaterThanOrEqual(h, 720)
        XCTAssertEqual(grid.size(ofLevel: 3).width, 2000)
        XCTAssertEqual(grid.level(atScale: 0.01), 4, "never coarser than the grid's coarsest")
        XCTAssertEqual(grid.tileCounts(ofLevel: 4).columns, 4)
        XCTAssertEqual(grid.tileCounts(ofLevel: 0).columns, 63)
    }

    func testTheTilesOfAViewAreThoseItTouches() {
        let grid = TileGrid(width: 1000, height: 600, fitScale: 0.3)
        // Level 1: 500×300 pixels, tiles of 256 = 512 image pixels.
        XCTAssertEqual(grid.tiles(level: 1, x0: 0, y0: 0, x1: 1000, y1: 600).count, 4)
        XCTAssertEqual(grid.tiles(level: 1, x0: 511, y0: 0, x1: 513, y1: 10),
                       [TileID(level: 1, column: 0, row: 0), TileID(level: 1, column: 1, row: 0)])
        XCTAssertEqual(grid.tiles(level: 0, x0: 900, y0: 500, x1: 2000, y1: 2000),
                       [TileID(level: 0, column: 3, row: 1), TileID(level: 0, column: 3, row: 2)])
        XCTAssertEqual(grid.rect(of: TileID(level: 0, column: 3, row: 2)), PixelRect(x: 768, y: 512, width: 232, height: 88))
        XCTAssertEqual(grid.tiles(level: 0, x0: 5, y0: 5, x1: 5, y1: 9), [], "an empty view needs no tile")
    }
}
