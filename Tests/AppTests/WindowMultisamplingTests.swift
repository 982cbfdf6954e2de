@testable import App
import CubescrollTesting
import Foundation
import ImageOutput
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// The window draws each frame as a capture of the same scene draws it: multisampled only when the
/// frame's draw list needs it (`WindowFrameTarget`, `DrawList.needsMultisampling`). What the X
/// server shows of the window (ImageMagick's `import`, not the app's own readback) equals the
/// capture's PNG outside the window's hint panel (captures draw none), and so does the app's
/// own screenshot (S; with a multisampled window framebuffer it read unresolved, aliased edges):
///
/// - calendar: rounded rectangles and text, whose shaders anti-alias their edges, drawn
///   single-sampled (a window multisampling every frame drew the selected day's circle
///   differently at about 30 pixels);
/// - cover flow: perspective covers, whose slanted edges image.frag smooths, single-sampled (a window
///   multisampling every frame drew them differently at about 370 pixels).
final class WindowMultisamplingTests: XCTestCase {
    /// A channel may differ by this much (of 255): rounding, nothing a person could see.
    static let channelTolerance = 2

    func testTheWindowShowsWhatACaptureDraws() throws {
        let importTool = try WindowSession.tool("import")
        for scene in ["calendar", "coverflow"] {
            let panel = try Self.hintPanel(scene, Size(width: 960, height: 540))
            let session = try WindowSession({ ["--scene", scene, "--width", "960", "--height", "540", "--quit-after", "60",
                                               "--screenshot-dir", $0] }, test: self)
            usleep(2_000_000)   // the scene's opening has settled; the hint panel is still up
            let shown = session.work + "/window.png"
            try CaptureTestSupport.output(of: importTool, ["-window", session.window, shown], environment: session.environment)
            // The app's own screenshot (S) is what the window shows, too.
            try session.key("s")
            let saved = { (try? FileManager.default.contentsOfDirectory(atPath: session.work))?.first { $0.hasPrefix("cubescroll-") } }
            XCTAssertTrue(WindowSession.waitFor(10) { saved() != nil }, "\(scene): S saved a screenshot")
            session.app.terminate()

            let script = """
                { "window": {"width": 960, "height": 540, "scale": 1}, "fps": 30, "duration": 2.5,
                  "scene": {"name": "\(scene)"}, "events": [{"t": 2.4, "type": "capture", "name": "frame"}] }
                """
            let (dir, result) = try CubescrollProcess.capture(script, prefix: "cubescroll-msaa", test: self)
            XCTAssertEqual(result.status, 0, result.stderr)
            let window = try PNGReader.read(path: shown), capture = try PNGReader.read(path: dir + "/out/frame.png")
            XCTAssertEqual(try Self.differing(window, capture, rows: 0..<540, excluding: panel), 0,
                           "\(scene): pixels of the window that differ from the capture's")
            if let name = saved() {
                let screenshot = try PNGReader.read(path: session.work + "/" + name)
                XCTAssertEqual(try Self.differing(window, screenshot, rows: 0..<540), 0,
                               "\(scene): pixels of the S screenshot that differ from the window's")
            }
        }
    }

    /// Where the window puts the hint panel over `scene` at `size` points (scale 1), widened by
    /// 2 pixels for its anti-aliased edge.
    static func hintPanel(_ scene: String, _ size: Size) throws -> Rect {
        let type = try XCTUnwrap(SceneCatalog.scene(named: scene))
        let host = SceneHost(type, parameters: SceneParameters(declared: type.parameters), windowSize: size)
        host.showsOverlay = true
        host.overlayExtra = SceneSwitcher.keysLine
        host.advance(to: 0.1)
        let panel = try XCTUnwrap(host.drawList.commands.compactMap {
            if case let .rect(r, color, _, _) = $0, color.a == SceneOverlay.panelOpacity { return r }; return nil
        }.last)
        return Rect(x: panel.minX - 2, y: panel.minY - 2, width: panel.width + 4, height: panel.height + 4)
    }

    /// How many pixels of `rows` (outside `excluding`, points = pixels) differ between `a` and
    /// `b` by more than `channelTolerance` in a colour channel.
    static func differing(_ a: RGBAImage, _ b: RGBAImage, rows: Range<Int>, excluding: Rect? = nil) throws -> Int {
        XCTAssertEqual(a.width, b.width)
        XCTAssertEqual(a.height, b.height)
        guard a.width == b.width, a.height == b.height, rows.upperBound <= a.height else { return .max }
        var count = 0
        for y in rows {
            for x in 0..<a.width {
                if let e = excluding, Double(x) >= e.minX, Double(x) < e.maxX, Double(y) >= e.minY, Double(y) < e.maxY { continue }
                let i = (y * a.width + x) * 4
                if (0..<3).contains(where: { abs(Int(a.pixels[i + $0]) - Int(b.pixels[i + $0])) > channelTolerance }) { count += 1 }
            }
        }
        return count
    }
}
