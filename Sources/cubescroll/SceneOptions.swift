import ArgumentParser
import App
import Capture
import ImageOutput
import Platform
import Scenes

extension CubeSceneController.Wiring: ExpressibleByArgument {}

/// Options shared by the window and by capture.
struct SceneOptions: ParsableArguments {
    @Option(help: "Number of little cubes in the strip (1…1000000; default 30, or the script's).")
    var cubes: Int?

    @Option(help: "Seed for the random colours and speeds a click gives the big cube (default 1, or the script's).")
    var seed: UInt64?

    @Option(help: "How the scroll model gets touches: 'hosted' (seed 003's final demo: hidden scroll view, pan recognizer on a dummy view, clicks via touchesBegan/Ended) or 'on-top' (scroll view on top, clicks via tap recognizers).")
    var wiring: CubeSceneController.Wiring = .hostedRecognizer

    @Flag(help: "Hide the scroll indicator under the strip.")
    var noIndicator = false

    @Option(help: "Directory holding the GLSL shaders (default: the shaders/ folder found next to the binary or the checkout; also CUBESCROLL_SHADERS).")
    var shaders: String?

    func validateCubes() throws {
        if let cubes, !DemoConfig.cubeRange.contains(cubes) {
            throw ValidationError("--cubes must be between 1 and 1000000 (got \(cubes)).")
        }
    }
}
