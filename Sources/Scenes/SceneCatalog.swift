import SceneKit

/// Every scene, one line each, in the order `cubescroll scenes` lists them and Tab (or 1–9)
/// cycles through them in the window. The first is the default (`cubes`).
/// Adding a scene: its folder under Sources/Scenes/ plus one line here (docs/scenes.md).
public enum SceneCatalog {
    public static let all: [any Scene.Type] = [
        CubesScene.self,
        PhotosScene.self,
        LockscreenScene.self,
        CalendarScene.self,
        StreetScene.self,
        MessagesScene.self,
        CoverflowScene.self,
        CradleScene.self,
        ClockScene.self,
        MapScene.self,
        InsetsScene.self,
    ]

    /// The scene scripts and the window use when none is named.
    public static var defaultScene: any Scene.Type { all[0] }

    /// The scene called `name`, or nil.
    public static func scene(named name: String) -> (any Scene.Type)? {
        all.first { $0.info.name == name }
    }

    /// The names, comma-separated, for messages ("cubes, photos").
    public static var names: String { all.map { $0.info.name }.joined(separator: ", ") }
}
