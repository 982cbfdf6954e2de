import SceneKit
import CGL
import App
import Capture
import ImageOutput
import Platform
@testable import Scenes
import Foundation
import Renderer
import ScrollPhysics
import XCTest

/// The parts of a cube-scene frame the renderer tests set by hand, drawn by `CubeDrawing.fill`.
struct CubeFrame {
    var viewSize: Size
    var background: RGB
    var bigCube: CubeInstance
    var stripFrame: Rect
    var littleCubes: [CubeInstance]
}

extension CubeFrame {
    /// The frame's draw list, as the cube scene fills it.
    var drawList: DrawList {
        var list = DrawList()
        CubeDrawing.fill(&list, viewSize: viewSize, background: background, bigCube: bigCube,
                         stripFrame: stripFrame, littleCubes: littleCubes)
        return list
    }
}

extension SceneRenderer {
    /// Draws the cube frame's draw list.
    func draw(_ frame: CubeFrame, framebufferWidth: Int, framebufferHeight: Int) {
        draw(frame.drawList, framebufferWidth: framebufferWidth, framebufferHeight: framebufferHeight)
    }
}

/// Shared helpers for the Renderer*Tests files: an EGL headless context per test, a renderer,
/// an offscreen target, and pixel queries on the read-back image.
enum RendererTestSupport {
    /// Dark blue-grey clear colour used by the pixel tests; 8-bit value = round(255·c).
    static let background = RGB(r: 0.1, g: 0.1, b: 0.15)
    static let red = RGB(r: 1, g: 0, b: 0)
    static let green = RGB(r: 0, g: 1, b: 0)

    /// A snapshot of `view` points: `big` (nil: an invisible size-0 big cube), a strip band and
    /// `littles` in it.
    static func snapshot(view: Size = Size(width: 320, height: 240), big: CubeInstance? = nil,
                         strip: Rect = Rect(x: 0, y: 160, width: 320, height: 60),
                         littles: [CubeInstance] = []) -> CubeFrame {
        CubeFrame(viewSize: view, background: background,
                      bigCube: big ?? CubeInstance(center: .zero, size: 0, angle: 0, color: background),
                      stripFrame: strip, littleCubes: littles)
    }

    static func cube(_ x: Double, _ y: Double, size: Double, color: RGB = red, angle: Double = 0) -> CubeInstance {
        CubeInstance(center: Point(x: x, y: y), size: size, angle: angle, color: color)
    }
}

/// An RGBA8 image read back top row first.
struct GLTestImage {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    /// (r, g, b) at pixel column `x`, row `y` (row 0 = top).
    func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let i = (y * width + x) * 4
        return (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]))
    }

    /// True when the pixel is within 2 of `color` in every channel.
    func isColor(_ x: Int, _ y: Int, _ color: RGB) -> Bool {
        let p = rgb(x, y)
        return abs(p.r - Int((color.r * 255).rounded())) <= 2 && abs(p.g - Int((color.g * 255).rounded())) <= 2
            && abs(p.b - Int((color.b * 255).rounded())) <= 2
    }

    /// Red dominates: r > 60 and r more than twice g and b (a lit red face at any shade).
    func isReddish(_ x: Int, _ y: Int) -> Bool {
        let p = rgb(x, y)
        return p.r > 60 && p.r > 2 * p.g && p.r > 2 * p.b
    }

    func isGreenish(_ x: Int, _ y: Int) -> Bool {
        let p = rgb(x, y)
        return p.g > 60 && p.g > 2 * p.r && p.g > 2 * p.b
    }

    /// Pixels satisfying `test`, and their mean position (pixel centres, x + 0.5).
    func region(_ test: (Int, Int) -> Bool) -> (count: Int, centre: Point) {
        var count = 0, sx = 0.0, sy = 0.0
        for y in 0..<height { for x in 0..<width where test(x, y) { count += 1; sx += Double(x) + 0.5; sy += Double(y) + 0.5 } }
        return (count, count > 0 ? Point(x: sx / Double(count), y: sy / Double(count)) : .zero)
    }

    /// How many pixels satisfy `test`, and the smallest and largest x and y among them (pixels).
    func bounds(_ test: (Int, Int) -> Bool) -> (count: Int, minX: Int, minY: Int, maxX: Int, maxY: Int) {
        var b = (count: 0, minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
        for y in 0..<height { for x in 0..<width where test(x, y) {
            b.count += 1; b.minX = min(b.minX, x); b.minY = min(b.minY, y); b.maxX = max(b.maxX, x); b.maxY = max(b.maxY, y)
        } }
        return b
    }
}

/// Base class: makes an EGL headless context current for each test and tears it down after.
class RendererTestCase: XCTestCase {
    var context: EGLHeadlessContext!
    var renderer: SceneRenderer!

    override func setUpWithError() throws {
        context = try EGLHeadlessContext()
        renderer = try SceneRenderer()
    }

    override func tearDown() {
        renderer = nil
        context = nil
    }

    /// Draws `snapshot` into a fresh `width`×`height` offscreen target (4× multisampled, as cube
    /// frames are drawn) and reads it back.
    func render(_ snapshot: CubeFrame, width: Int = 320, height: Int = 240) throws -> GLTestImage {
        try render(snapshot.drawList, samples: 4, width: width, height: height)
    }

    /// Draws `list` into a fresh `width`×`height` offscreen target with `samples` samples a pixel
    /// (0: single-sampled) and reads it back, top row first.
    func render(_ list: DrawList, samples: Int, width: Int = 320, height: Int = 240) throws -> GLTestImage {
        let target = try OffscreenTarget(width: width, height: height, samples: samples)
        target.bind()
        renderer.draw(list, framebufferWidth: width, framebufferHeight: height)
        var bytes: [UInt8] = []
        target.readPixels(into: &bytes)
        XCTAssertEqual(glGetError(), GLenum(GL_NO_ERROR), "GL error after draw + readPixels")
        return GLTestImage(width: width, height: height, bytes: bytes)
    }
}
