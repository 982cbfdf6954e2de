import App
import ArgumentParser
import SceneKit
import Scenes

/// Options shared by the window and by capture: the scene, its options (any option the command
/// does not know itself is handed to the scene, checked against its declared parameters — see
/// `cubescroll scenes`), and the shader folder.
struct SceneOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The scene to run (`cubescroll scenes` lists them; case does not matter).", valueName: "NAME"))
    var scene: String?

    @Option(help: ArgumentHelp("A folder of GLSL shaders to use instead of the built-in ones (as $CUBESCROLL_SHADERS does), for editing shaders without rebuilding.",
                               valueName: "DIR"))
    var shaders: String?

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The scene's own options, e.g. for cubes \(SceneArguments.optionList(SceneCatalog.defaultScene)) (`cubescroll scenes NAME` lists a scene's).", valueName: "scene-options"))
    var sceneArguments: [String] = []

    /// Checks the scene name and, when the scene is known now (`scene` given, or `fallback`), its
    /// options. An option that is neither `command`'s own (`ownOptions`) nor the scene's is called
    /// unknown to both, with the closest of them when one is a likely typo (`--widht`).
    func validate(fallback: String?, command: String, ownOptions: [String]) throws {
        let type: any Scene.Type
        do { type = try SceneArguments.sceneType(named: scene ?? fallback) } catch { throw ValidationError(error.message) }
        let sceneOptions = type.parameters.flatMap { p in ["--\(p.name)"] + (p.kind == .flag ? ["--no-\(p.name)"] : []) }
        for argument in sceneArguments where argument.hasPrefix("--") {
            let name = String(argument.prefix { $0 != "=" })
            guard !sceneOptions.contains(name) else { continue }
            let guess = Self.closest(to: name, among: ownOptions + sceneOptions)
            throw ValidationError("unknown option '\(name)'" + (guess.map { " (did you mean \($0)?)" } ?? "")
                                  + ": not a \(command) option nor one of scene \(type.info.name)'s")
        }
        do { _ = try SceneArguments.parse(sceneArguments, for: type) } catch { throw ValidationError(error.message) }
    }

    /// The option within two edits of `name` (a typo), the nearest first; nil if none is that close.
    static func closest(to name: String, among options: [String]) -> String? {
        NameSuggestion.closest(to: name, among: options)
    }
}
