import CGL
import SceneKit

/// Where a window's frames are drawn, chosen per frame as captures choose it: a frame whose list
/// needs multisampling (`DrawList.needsMultisampling`: cubes) is drawn into a
/// 4× multisampled `OffscreenTarget`, then resolved and copied into the window; any other frame
/// (rectangles, images, perspective quads, text: edges their shaders already anti-alias) is drawn
/// straight into the window's single-sampled framebuffer, with a quarter of the samples to shade,
/// blend and store and nothing to resolve (docs/techniques/software-gl.md).
///
/// The window's own framebuffer must be single-sampled (open it with no MSAA), so that the flat
/// frames cost what they cost in a capture. Create and use this on the thread whose context is
/// current (the render thread); the offscreen target is made on the first frame that needs it and
/// kept, resized with the window.
public final class WindowFrameTarget {
    /// Samples per pixel of the frames that need multisampling: the captures' (`OffscreenTarget`'s
    /// default), clamped to what the driver allows (llvmpipe: 4).
    public static let samples = 4

    private var offscreen: OffscreenTarget?
    /// Whether the frame being drawn goes through the multisampled target.
    public private(set) var multisampled = false

    public init() {}

    /// Binds the framebuffer the frame for `list` is drawn into (`width`×`height` pixels, the
    /// window's framebuffer size). A 0×0 size is allowed (minimised).
    /// - Throws: `RendererError` when the multisampled target cannot be made at this size.
    public func begin(_ list: DrawList, width: Int, height: Int) throws {
        multisampled = list.needsMultisampling
        guard multisampled else {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            return
        }
        if let offscreen {
            try offscreen.resize(width: width, height: height)
        } else {
            offscreen = try OffscreenTarget(width: width, height: height, samples: Self.samples)
        }
        offscreen?.bind(multisampled: true)
    }

    /// Ends the frame: a multisampled one is resolved and copied into the window's framebuffer.
    /// Leaves the window's framebuffer bound, so a readback (a screenshot) reads what is shown.
    public func finish() {
        if multisampled, let offscreen {
            offscreen.copy(into: 0)
        } else {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        }
    }
}
