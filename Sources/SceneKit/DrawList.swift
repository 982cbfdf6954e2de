import ScrollPhysics

/// A colour with linear components in 0…1.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var r: Double
    public var g: Double
    public var b: Double
    public init(r: Double, g: Double, b: Double) { self.r = r; self.g = g; self.b = b }
    public var description: String { "(\(r), \(g), \(b))" }
}

/// A colour with straight (not premultiplied) alpha, components 0…1.
public struct RGBA: Hashable, Sendable {
    public var r: Double, g: Double, b: Double, a: Double
    public init(r: Double, g: Double, b: Double, a: Double = 1) { self.r = r; self.g = g; self.b = b; self.a = a }
    public init(_ rgb: RGB, alpha: Double = 1) { self.init(r: rgb.r, g: rgb.g, b: rgb.b, a: alpha) }
    public static let white = RGBA(r: 1, g: 1, b: 1)
    public static let black = RGBA(r: 0, g: 0, b: 0)
}

/// One lit, spinning cube.
public struct CubeInstance: Hashable, Sendable {
    /// Centre of the cube, window points.
    public var center: Point
    /// Edge length in points: an unrotated cube covers a `size`×`size` square around `center`.
    public var size: Double
    /// Spin angle in radians about the cube's tilted vertical axis (the renderer applies a fixed
    /// tilt so three faces show). Any finite value; the renderer takes it modulo 2π.
    public var angle: Double
    /// Base colour before lighting.
    public var color: RGB
    public init(center: Point, size: Double, angle: Double, color: RGB) {
        self.center = center; self.size = size; self.angle = angle; self.color = color
    }
}

/// An RGBA8 image a scene hands to the renderer, identified by `key` and `version`: the renderer
/// uploads the pixels once and keeps the texture while frames keep naming the same key and
/// version; a new `version` (the scene re-rendered it, e.g. sharper after a zoom) is uploaded
/// again, and a key no frame names any more is released. `pixels` is called only when an
/// upload is needed, so a scene may produce the image lazily.
public struct TextureSource: Sendable {
    /// Names the image (unique within a scene), e.g. "photo.3".
    public var key: String
    /// Bumped by the scene whenever the pixels change.
    public var version: Int
    /// Size in pixels (> 0).
    public var width: Int
    public var height: Int
    /// Rows top first, 4 bytes per pixel (R, G, B, A straight alpha), `width·height·4` bytes.
    public var pixels: @Sendable () -> [UInt8]

    public init(key: String, version: Int, width: Int, height: Int, pixels: @escaping @Sendable () -> [UInt8]) {
        self.key = key; self.version = version; self.width = width; self.height = height; self.pixels = pixels
    }
}

/// One drawing step. Positions are window points (origin top-left, y down); `clip`, when set,
/// limits the step to that rectangle (window points).
public enum DrawCommand: Sendable {
    /// The cubes `DrawList.cubes[range]`, depth-tested among themselves, in one instanced draw.
    case cubes(Range<Int>, clip: Rect?)
    /// A filled rectangle, corners rounded by `cornerRadius` points (0: square), alpha-blended with
    /// anti-aliased edges; an opaque square one is written as is (pixel-exact edges, no blending).
    case rect(Rect, color: RGBA, cornerRadius: Double, clip: Rect?)
    /// The part `source` (texture pixels, origin top-left) of texture `key` stretched over `rect`,
    /// with linear filtering (mipmapped when shrunk), multiplied by `alpha`.
    case image(key: String, rect: Rect, source: Rect, alpha: Double, clip: Rect?)
    /// The part `source` of texture `key` mapped onto `quad` (a rotated or perspective quad),
    /// perspective-correct, multiplied by `alpha`, its edges anti-aliased over one pixel.
    case imageQuad(key: String, quad: ImageQuad, source: Rect, alpha: Double, clip: Rect?)
    /// One line of text in the interface font (see `TextRun` for where it sits), rasterised at
    /// the framebuffer's pixel scale, anti-aliased and kerned.
    case text(TextRun, clip: Rect?)
}

/// Everything a scene asks the renderer to draw in one frame, as plain data (no GL): a clear
/// colour, then commands in order (later ones on top). Refill it every frame with `reset` and
/// the `add…` methods; the storage is kept, so a warm frame allocates nothing for cubes and
/// rectangles.
public struct DrawList: Sendable {
    /// Window size in points (the viewport covers it). May be 0×0 when minimised: nothing is drawn.
    public private(set) var viewSize: Size = .zero
    /// Clear colour.
    public var background = RGB(r: 0, g: 0, b: 0)
    /// The steps, in drawing order.
    public private(set) var commands: [DrawCommand] = []
    /// Storage for the cubes the `.cubes` commands draw.
    public private(set) var cubes: [CubeInstance] = []
    /// The textures the `.image` commands of this frame name, by key.
    public private(set) var textures: [String: TextureSource] = [:]

    public init() {}

    /// Whether a command has edges only multisampling smooths: cubes (3D edges). Rectangles and
    /// perspective quads (their shaders ramp the edge over a pixel), axis-aligned images and text
    /// do not, so an offscreen target may draw such a frame single-sampled
    /// (`OffscreenTarget.bind(multisampled:)`).
    public var needsMultisampling: Bool {
        commands.contains { command in
            switch command {
            case .cubes: return true
            case .rect, .image, .imageQuad, .text: return false
            }
        }
    }

    /// Empties the list for a new frame of `viewSize` points, keeping the storage.
    public mutating func reset(viewSize: Size, background: RGB) {
        self.viewSize = viewSize
        self.background = background
        commands.removeAll(keepingCapacity: true)
        cubes.removeAll(keepingCapacity: true)
        textures.removeAll(keepingCapacity: true)
    }

    /// Adds cubes as one instanced draw (none: nothing is added).
    public mutating func addCubes<S: Sequence>(_ instances: S, clip: Rect? = nil) where S.Element == CubeInstance {
        let start = cubes.count
        cubes.append(contentsOf: instances)
        if cubes.count > start { commands.append(.cubes(start..<cubes.count, clip: clip)) }
    }

    /// Adds one cube as its own draw.
    public mutating func addCube(_ cube: CubeInstance, clip: Rect? = nil) {
        cubes.append(cube)
        commands.append(.cubes(cubes.count - 1..<cubes.count, clip: clip))
    }

    /// Adds a rectangle (nothing for an empty or non-finite one, or a fully transparent colour).
    public mutating func addRect(_ rect: Rect, color: RGBA, cornerRadius: Double = 0, clip: Rect? = nil) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
              rect.width.isFinite, rect.height.isFinite, color.a > 0 else { return }
        commands.append(.rect(rect, color: color, cornerRadius: cornerRadius, clip: clip))
    }

    /// Adds `texture` (or the part `source` of it, in pixels; nil: all of it) stretched over `rect`.
    public mutating func addImage(_ texture: TextureSource, in rect: Rect, source: Rect? = nil,
                                  alpha: Double = 1, clip: Rect? = nil) {
        guard rect.width > 0, rect.height > 0, texture.width > 0, texture.height > 0, alpha > 0 else { return }
        textures[texture.key] = texture
        let full = Rect(x: 0, y: 0, width: Double(texture.width), height: Double(texture.height))
        commands.append(.image(key: texture.key, rect: rect, source: source ?? full, alpha: alpha, clip: clip))
    }

    /// Adds `texture` (or the part `source` of it, in pixels; nil: all of it) mapped onto `quad`,
    /// corner by corner, with perspective-correct texturing (nothing when a corner is not finite or
    /// behind the eye, see `ImageQuad.isDrawable`).
    public mutating func addImage(_ texture: TextureSource, quad: ImageQuad, source: Rect? = nil,
                                  alpha: Double = 1, clip: Rect? = nil) {
        guard quad.isDrawable, texture.width > 0, texture.height > 0, alpha > 0 else { return }
        textures[texture.key] = texture
        let full = Rect(x: 0, y: 0, width: Double(texture.width), height: Double(texture.height))
        commands.append(.imageQuad(key: texture.key, quad: quad, source: source ?? full, alpha: alpha, clip: clip))
    }

    /// Adds one line of text: `position.x` is where it starts (`.left`), its centre (`.center`) or
    /// its end (`.right`); `position.y` is the top of its capitals (see `TextRun`). Nothing for an
    /// empty string or a size that is not finite and > 0.
    public mutating func addText(_ text: String, at position: Point, size: Double, weight: FontWeight = .regular,
                                 color: RGBA, alignment: TextAlignment = .left, clip: Rect? = nil) {
        guard !text.isEmpty, size > 0, size.isFinite, position.x.isFinite, position.y.isFinite, color.a > 0 else { return }
        commands.append(.text(TextRun(text, at: position, size: size, weight: weight, color: color,
                                      alignment: alignment), clip: clip))
    }

    /// Adds one line of text centred on `centerX` with the top of its capitals at `y` (points).
    public mutating func addText(_ text: String, centeredAt centerX: Double, y: Double, size: Double,
                                 weight: FontWeight = .regular, color: RGBA, clip: Rect? = nil) {
        addText(text, at: Point(x: centerX, y: y), size: size, weight: weight, color: color, alignment: .center,
                clip: clip)
    }
}
