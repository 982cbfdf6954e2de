import App
import ArgumentParser
import SceneKit
import Scenes

/// `cubescroll scenes [NAME]` — lists the scenes, one line each, or one scene's options.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenes",
        abstract: "List the scenes (one line each), or with a NAME, that scene's options.")

    @Argument(help: ArgumentHelp("A scene's name: print its title, hint and options (case does not matter).", valueName: "NAME"))
    var name: String?

    func run() throws {
        guard let name else {
            let width = SceneCatalog.all.map { $0.info.name.count }.max() ?? 0
            for type in SceneCatalog.all {
                let info = type.info
                print(info.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + info.summary)
            }
            return
        }
        let type: any Scene.Type
        do { type = try SceneArguments.sceneType(named: name) } catch { throw failure(error) }
        print("\(type.info.title) (\(type.info.name)): \(type.info.summary)")
        print("Try: \(type.info.hint)")
        for p in type.parameters {
            let option = SceneArguments.optionList(p)
            let value = "\(p.defaultValue)"
            print("  \(option)  \(p.help) " + (value.isEmpty ? "No default" : "Default: \(value)") + "; \(p.allowed).")
        }
    }
}
