import Capture
import ImageOutput
import Platform
import Scenes
import ScrollPhysics

/// Everything that defines a demo session, shared by the window and headless capture.
public struct DemoConfig: Sendable, Equatable {
    /// Window size in points.
    public var windowSize: Size
    /// Number of little cubes (1 … 1 000 000).
    public var cubes: Int
    /// Seeds the random colours and speeds of big-cube clicks.
    public var seed: UInt64
    /// How the scroll model is wired into the views (seed 003's final demo, or its alternative).
    public var wiring: CubeSceneController.Wiring
    /// Draw the scroll indicator under the strip.
    public var showsIndicator: Bool

    /// The CLI's bounds for `--cubes`.
    public static let cubeRange = CubeSceneController.cubeRange

    public init(windowSize: Size = Size(width: 1280, height: 720), cubes: Int = 30, seed: UInt64 = 1,
                wiring: CubeSceneController.Wiring = .hostedRecognizer, showsIndicator: Bool = true) {
        self.windowSize = windowSize; self.cubes = cubes; self.seed = seed
        self.wiring = wiring; self.showsIndicator = showsIndicator
    }
}
