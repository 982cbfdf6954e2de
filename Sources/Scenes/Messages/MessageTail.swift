import SceneKit
import ScrollPhysics

/// The tail of a speech bubble, as iOS 7's Messages draws one on the last bubble of each run from
/// the same sender: the bubble's lower corner on the sender's side squared off and drawn out into a
/// point below, the curve on its outside concave. One texture per side and colour (the draw list's
/// images are not tinted), stretched over `rect`; anti-aliased by 4×4 samples a pixel.
///
/// Its box, in units of the bubble's corner radius R: from R inside the bubble's side to 0.3·R
/// outside it, and 0.9·R up from the bubble's bottom (where the rounded corner is within a few
/// hundredths of R of the side, so the join shows no step).
enum MessageTail {
    /// The box's extent in corner radii: inside the bubble, outside it, and its height.
    static let inside = 1.0, outside = 0.3, height = 0.9
    /// Texture size, pixels (about two per point at the 20 pt text size).
    static let pixelWidth = 80, pixelHeight = 56

    /// Where the tail goes for `bubble` (window points) with corner radius `radius`: at its
    /// bottom right when `sent`, else bottom left.
    static func rect(bubble: Rect, radius: Double, sent: Bool) -> Rect {
        let w = (inside + outside) * radius, h = height * radius
        let x = sent ? bubble.maxX - inside * radius : bubble.minX - outside * radius
        return Rect(x: x, y: bubble.maxY - h, width: w, height: h)
    }

    static let sent = texture(sent: true, color: MessagesDrawing.sentColor)
    static let received = texture(sent: false, color: MessagesDrawing.receivedColor)

    /// Whether the point (fx, fy) of the box (fractions 0…1, x from the side inside the bubble
    /// toward the tip, y down) is inside the tail: everything over the bubble, and beyond its side
    /// the part below a quarter circle from the side's top to the tip at the bottom.
    static func contains(fx: Double, fy: Double) -> Bool {
        let x = fx * (inside + outside) - inside   // corner radii from the bubble's side (outward > 0)
        guard x > 0 else { return true }
        let u = x / outside
        return (u - 1) * (u - 1) + fy * fy >= 1
    }

    private static func texture(sent: Bool, color: RGBA) -> TextureSource {
        TextureSource(key: sent ? "message.tail.sent" : "message.tail.received", version: 1,
                      width: pixelWidth, height: pixelHeight) {
            var out = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
            let rgb = [color.r, color.g, color.b].map { UInt8(($0 * 255).rounded()) }
            for y in 0..<pixelHeight {
                for x in 0..<pixelWidth {
                    var hits = 0
                    for sy in 0..<4 {
                        for sx in 0..<4 {
                            let fx = (Double(x) + (Double(sx) + 0.5) / 4) / Double(pixelWidth)
                            let fy = (Double(y) + (Double(sy) + 0.5) / 4) / Double(pixelHeight)
                            if contains(fx: sent ? fx : 1 - fx, fy: fy) { hits += 1 }
                        }
                    }
                    let o = (y * pixelWidth + x) * 4
                    out[o] = rgb[0]; out[o + 1] = rgb[1]; out[o + 2] = rgb[2]
                    out[o + 3] = UInt8((Double(hits) / 16 * 255).rounded())
                }
            }
            return out
        }
    }
}
