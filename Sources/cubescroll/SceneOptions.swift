import App
import ArgumentParser
import SceneKit
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
        let scored = options.map { ($0, editDistance(name, $0)) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit ("widht" → "width": 1).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
