import Capture
import Renderer
import RunSupport

/// Checks `--shaders` and `$CUBESCROLL_SHADERS` before a run starts, so a wrong folder is one
/// line naming the setting and exit status 2 (bad input), not a failure after a window opened.
enum ShaderCheck {
    static func check(_ override: String?) throws(CaptureError) {
        do { _ = try ShaderLocator().locate(override: override) } catch {
            throw CaptureError(error.description, exitCode: 2)
        }
    }
}
