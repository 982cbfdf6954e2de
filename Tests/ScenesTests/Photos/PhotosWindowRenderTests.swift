import DesktopInput
import Foundation
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// In the window (`SceneContext.isInteractive`) photos are rendered on background threads. A photo that
/// is not rendered yet must still look like itself: every resident page — the visible one and
/// the neighbours that can scroll into view next — is drawn from an image from its very first
/// frame (a small whole-photo render until the full one is ready), never a flat stand-in colour.
final class PhotosWindowRenderTests: XCTestCase {
    let size = Size(width: 960, height: 540)

    /// The image keys the frame draws for photo `k`, and whether a flat rectangle stands in for it.
    private func drawn(_ list: DrawList, photo k: Int, colour: RGB) -> (images: [String], flat: Bool) {
        var images: [String] = [], flat = false
        for command in list.commands {
            switch command {
            case let .image(key, _, _, _, _) where key.hasPrefix("photo.\(k)") && !key.hasSuffix(".sharp"):
                images.append(key)
            case let .rect(_, color, _, _) where color == RGBA(colour):
                flat = true
            default: break
            }
        }
        return (images, flat)
    }

    func testEveryResidentPhotoIsAnImageFromItsFirstFrameAndTheFullRenderFollows() throws {
        let scene = PhotosScene.make(size: size, interactive: true)
        var list = DrawList()
        scene.draw(into: &list, time: 0)
        XCTAssertEqual(Set(scene.pages.keys), [0, 1])
        for k in [0, 1] {
            let image = PhotoImage(index: k)
            let first = drawn(list, photo: k, colour: image.averageColor)
            XCTAssertFalse(first.flat, "photo \(k): a flat colour stands in for it")
            XCTAssertEqual(first.images.count, 1, "photo \(k) drawn from an image: \(first.images)")
            let texture = try XCTUnwrap(first.images.first.flatMap { list.textures[$0] })
            // The stand-in shows the photo (its own gradient), not a blank.
            let pixels = texture.pixels()
            XCTAssertEqual(pixels.count, texture.width * texture.height * 4)
            XCTAssertLessThanOrEqual(max(texture.width, texture.height), PhotosScene.thumbnailSide)
            let corner = image.color(x: 0.5 * image.width / Double(texture.width), y: image.height * 0.9)
            let row = Int(0.9 * Double(texture.height)), i = row * texture.width * 4
            XCTAssertEqual(Double(pixels[i]) / 255, corner.r, accuracy: 0.08, "photo \(k)'s own colours")
        }

        // A page turn brings photo 2 into existence: it too is an image in its first frame.
        scene.handle(.key(.right), time: 0.1)
        var t = 0.1, sawPhoto2 = false
        while t < 1.2 {
            t += 1.0 / 60
            scene.advance(to: t)
            scene.draw(into: &list, time: t)
            guard scene.pages[2] != nil else { continue }
            let d = drawn(list, photo: 2, colour: PhotoImage(index: 2).averageColor)
            if !sawPhoto2 { XCTAssertEqual(d.images.count, 1, "photo 2's first frame: \(d.images)") }
            XCTAssertFalse(d.flat, "photo 2 at t = \(t)")
            sawPhoto2 = true
        }
        XCTAssertTrue(sawPhoto2)

        // The background render arrives: the full-size texture replaces the small one.
        let deadline = Date().addingTimeInterval(20)
        var keys: [String] = []
        repeat {
            usleep(20_000)
            t += 1.0 / 60
            scene.advance(to: t)
            scene.draw(into: &list, time: t)
            keys = drawn(list, photo: 1, colour: PhotoImage(index: 1).averageColor).images
        } while keys != ["photo.1"] && Date() < deadline
        XCTAssertEqual(keys, ["photo.1"], "the full render replaced the small one")
        XCTAssertEqual(list.textures["photo.1"]?.width, Int((1600 * PhotoPage.fitScale(PhotoImage(index: 1).size, size)).rounded(.up)))
    }
}
