import App
import ArgumentParser
import Scenes

/// Options shared by the window and by capture: the scene, its options (any option the command
/// does not know itself is handed to the scene, checked against its declared parameters — see
/// `cubescroll scenes`), and the shader folder.
struct SceneOptions: ParsableArguments {
    @Option(help: "The scene to run (`cubescroll scenes` lists them).")
    var scene: String?

    @Option(help: "A folder of GLSL shaders to use instead of the built-in ones (as $CUBESCROLL_SHADERS does), for editing shaders without rebuilding.")
    var shaders: String?

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Scene options, e.g. \(SceneArguments.optionList(SceneCatalog.defaultScene)) (listed below and by `cubescroll scenes`).", valueName: "scene-options"))
    var sceneArguments: [String] = []

    /// Checks the scene name and, when the scene is known now (`scene` given, or `fallback`), its options.
    func validate(fallback: String?) throws {
        do {
            let type = try SceneArguments.sceneType(named: scene ?? fallback)
            _ = try SceneArguments.parse(sceneArguments, for: type)
        } catch {
            throw ValidationError(error.message)
        }
    }
}
