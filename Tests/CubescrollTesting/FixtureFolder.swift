import Foundation
import ImageFixtures
import XCTest

/// A fresh folder (removed when the test ends) and writers for the photo files tests open
/// (`ImageFixtures`: libjpeg-turbo and libpng, nothing downloaded).
public struct FixtureFolder {
    public let path: String

    public init(_ test: XCTestCase) throws {
        path = NSTemporaryDirectory() + "cubescroll-tiles-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let path = self.path
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    }

    public func file(_ name: String) -> String { path + "/" + name }

    @discardableResult
    public func jpeg(_ name: String, _ w: Int, _ h: Int, quality: Int = 95, orientation: Int = 0, progressive: Bool = false) -> String {
        let p = file(name)
        precondition(ifx_write_jpeg(p, UInt32(w), UInt32(h), Int32(quality), Int32(orientation), progressive ? 1 : 0) == 1)
        return p
    }

    @discardableResult
    public func png(_ name: String, _ w: Int, _ h: Int, orientation: Int = 0, interlaced: Bool = false) -> String {
        let p = file(name)
        precondition(ifx_write_png(p, UInt32(w), UInt32(h), Int32(orientation), interlaced ? 1 : 0) == 1)
        return p
    }

    @discardableResult
    public func bytes(_ name: String, _ data: [UInt8]) -> String {
        let p = file(name)
        precondition(FileManager.default.createFile(atPath: p, contents: Data(data)))
        return p
    }

    /// The test pattern's colour at stored pixel (x, y) of a w×h image.
    public static func pattern(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> [UInt8] {
        var rgb: [UInt8] = [0, 0, 0]
        ifx_pattern(UInt32(x), UInt32(y), UInt32(w), UInt32(h), &rgb)
        return rgb
    }
}
