import SceneKit
import ScrollPhysics
import SeededRandomness
/// The cubes' looks over time and the two click behaviours of seed 003. Pure state: no views,
/// no GL, no clock (every call takes the time).
///
/// Little cubes have a default look computed from their index, and only cubes that were clicked
/// are stored, so a 1 000 000-cube strip costs no more memory than a 30-cube one.
struct CubeStyles: Sendable {
    /// The big cube's style (rotates slowly, drifts through colours).
    private(set) var bigCube: CubeStyle
    /// Styles of little cubes that were restyled by a click, by index.
    private(set) var restyled: [Int: CubeStyle] = [:]
    private var random: SeededRandom

    /// Big cube defaults: a slow turn (0.6 rad/s ≈ one turn per 10 s) and a gentle drift through
    /// the hues (one full cycle per 40 s), as in the seed's demo.
    static let bigCubeSpeed = 0.6
    static let bigCubeHueDrift = 1.0 / 40
    /// Range of random speeds a click gives the big cube, rad/s (either direction).
    static let clickSpeedRange: ClosedRange<Double> = 0.4...3.0

    /// - Parameter seed: seeds the random colours and speeds of big-cube clicks.
    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        bigCube = CubeStyle(anglePhase: 0.5, speed: Self.bigCubeSpeed, huePhase: 0.58,
                            hueDrift: Self.bigCubeHueDrift, saturation: 0.7, value: 0.95)
    }

    /// Default look of little cube `index`: hues spread by the golden ratio so neighbours differ,
    /// speeds between 0.5 and 1.1 rad/s.
    static func defaultStyle(ofCube index: Int) -> CubeStyle {
        let k = Double(index)
        let hue = (k * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
        let speed = 0.5 + 0.6 * (k * 0.377).truncatingRemainder(dividingBy: 1)
        return CubeStyle(anglePhase: k * 0.7, speed: speed, huePhase: hue, saturation: 0.55, value: 0.9)
    }

    /// The style of little cube `index` (clicked or default).
    func style(ofCube index: Int) -> CubeStyle {
        restyled[index] ?? Self.defaultStyle(ofCube: index)
    }

    /// Seed 003: a click on the big cube gives it a random colour and rotation speed. The angle is
    /// continuous; the colour keeps drifting from its new hue.
    mutating func tapBigCube(at time: Double) {
        let hue = Double.random(in: 0..<1, using: &random)
        let saturation = Double.random(in: 0.55...0.95, using: &random)
        let magnitude = Double.random(in: Self.clickSpeedRange, using: &random)
        let speed = Bool.random(using: &random) ? magnitude : -magnitude
        bigCube = bigCube
            .withSpeed(speed, at: time)
            .withColor(hue: hue, saturation: saturation, value: 0.95, drift: Self.bigCubeHueDrift, at: time)
    }

    /// Seed 003: a click on little cube `index` copies the big cube's current colour and speed into
    /// it (the colour is then fixed; its angle continues from where it was).
    mutating func tapLittleCube(_ index: Int, at time: Double) {
        let big = bigCube
        restyled[index] = style(ofCube: index)
            .withSpeed(big.speed, at: time)
            .withColor(hue: big.hue(at: time), saturation: big.saturation, value: big.value, at: time)
    }
}
