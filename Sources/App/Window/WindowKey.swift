import DesktopInput

/// The keys the window keeps for itself; every other input goes to the scene.
enum WindowKey: Equatable {
    /// Esc.
    case quit
    /// S: save the next frame as a PNG.
    case screenshot
    /// Tab (+1) and Shift+Tab (−1): the next or previous scene, wrapping.
    case sceneOffset(Int)
    /// 1–9: scene number N − 1.
    case scene(Int)

    /// The window's key that `key` pressed with `modifiers` is (a repeat when `isRepeat`), or nil
    /// when it belongs to the scene. Only key events are asked: every other input goes straight
    /// to the scene.
    init?(_ key: Key, modifiers: KeyModifiers, isRepeat: Bool) {
        switch (key, modifiers, isRepeat) {
        case (.escape, _, _): self = .quit
        case (.character("s"), [], false): self = .screenshot
        case (.tab, let modifiers, _): self = .sceneOffset(modifiers.contains(.shift) ? -1 : 1)
        case (.character(let c), [], false) where ("1"..."9").contains(c): self = .scene(Int(String(c))! - 1)
        default: return nil
        }
    }
}
