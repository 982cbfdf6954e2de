import Dispatch
import Foundation
import SceneKit

/// Renders photo textures on background threads for the window (`SceneContext.isInteractive`), so
/// turning a page or ending a zoom never stalls input while a photo is drawn: a render is asked
/// for by key and version, runs once on a concurrent queue, and its pixels are picked up by a
/// later frame. Thread-safe.
final class PhotoRenderQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var done: [String: (version: Int, width: Int, height: Int, pixels: [UInt8])] = [:]
    private var running: [String: Int] = [:]
    private var finished = 0
    private var wake: (@Sendable () -> Void)?
    private let queue = DispatchQueue(label: "cubescroll.photos.render", qos: .userInitiated, attributes: .concurrent)

    /// `texture` with its pixels once rendered. Until then: starts the render (once) and returns,
    /// with `earlier`, the latest earlier version of the same key if there is one (for an image
    /// that shows the same thing at another size: a photo re-rendered for a new window size stays
    /// visible, stretched, meanwhile), else nil.
    func ready(_ texture: TextureSource, earlier: Bool) -> TextureSource? {
        lock.lock()
        defer { lock.unlock() }
        let key = texture.key, version = texture.version
        if let d = done[key], d.version == version { return Self.source(key, d) }
        if running[key] != version {
            running[key] = version
            let render = texture.pixels, width = texture.width, height = texture.height
            queue.async { [self] in
                let pixels = render()
                lock.lock()
                let stored = running[key] == version
                if stored {
                    done[key] = (version, width, height, pixels)
                    running[key] = nil
                    finished += 1
                }
                let wake = self.wake
                lock.unlock()
                if stored { wake?() }
            }
        }
        return earlier ? done[key].map { Self.source(key, $0) } : nil
    }

    /// How many renders have finished so far: a frame drawn when this was N shows every render
    /// finished up to N.
    var completions: Int {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }

    /// Called on the render's thread after each render finishes (the window's wake).
    var onFinish: (@Sendable () -> Void)? {
        get { lock.lock(); defer { lock.unlock() }; return wake }
        set { lock.lock(); wake = newValue; lock.unlock() }
    }

    private static func source(_ key: String, _ d: (version: Int, width: Int, height: Int, pixels: [UInt8])) -> TextureSource {
        let pixels = d.pixels
        return TextureSource(key: key, version: d.version, width: d.width, height: d.height) { pixels }
    }

    /// Forgets every key not in `keep` (pages no longer resident), so their pixels are freed.
    func retain(only keep: Set<String>) {
        lock.lock()
        for key in done.keys where !keep.contains(key) { done[key] = nil }
        for key in running.keys where !keep.contains(key) { running[key] = nil }
        lock.unlock()
    }
}
