import ScrollKit
import ScrollPhysics
import ViewKit

/// Mouse buttons a platform reports (GLFW_MOUSE_BUTTON_LEFT / RIGHT / MIDDLE).
public enum MouseButton: Equatable, Sendable {
    /// The primary button: a finger.
    case left
    /// The secondary button.
    case right
    /// The wheel button.
    case middle
}

/// Modifier keys held during an input.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifier bits: shift 1, control 2, alt 4.
    public let rawValue: Int
    /// The set whose bits are `rawValue` (shift 1, control 2, alt 4).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shift: turns a vertical wheel into a horizontal one.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Control: Ctrl+wheel zooms in scenes that zoom.
    public static let control = KeyModifiers(rawValue: 2)
    /// Alt.
    public static let alt = KeyModifiers(rawValue: 4)
}

/// A key press: one of the scrolling keys scripts can name (`DesktopKey`), or a key the window
/// uses (Tab, Escape) or a printable character (digits and letters, lower case).
public enum Key: Hashable, Sendable {
    /// A scrolling key: arrows, Page Up/Down, Home/End.
    case scroll(DesktopKey)
    /// Tab (the window uses it to switch scenes).
    case tab
    /// Escape (the window uses it to quit).
    case escape
    /// A printable key, lower case.
    case character(Character)
}

/// One platform-neutral input, in window points (origin top-left, y down). It is THE input type:
/// the GLFW window produces it, capture scripts expand into it, and scenes receive it, each
/// delivery with its own timestamp.
public enum DesktopEvent: Equatable, Sendable {
    /// A mouse button went down at the point. `clickCount` is 1 for a single click, 2 for the
    /// second press of a double click (see `ClickCounter`), and so on.
    case mouseDown(Point, button: MouseButton, clickCount: Int)
    /// The cursor moved (with or without a button held).
    case mouseMove(Point)
    /// A mouse button went up at the point.
    case mouseUp(Point, button: MouseButton)
    /// A wheel or trackpad scroll at the cursor position `at`, in GLFW's units (one notch = 1,
    /// trackpads give fractions; `dy` > 0 when the wheel turns away from the user). `modifiers`:
    /// Shift scrolls a vertical wheel horizontally; Control zooms in scenes that zoom.
    /// `kind`: `.continuous` for trackpad deltas, `.wheelClicks` for wheel notches, nil when the
    /// platform does not say (GLFW): the router classifies by value (`ScrollDeltaKind.classify`).
    case wheel(dx: Double, dy: Double, at: Point, modifiers: KeyModifiers, kind: ScrollDeltaKind?)
    /// A key press or auto-repeat.
    case key(Key, modifiers: KeyModifiers, isRepeat: Bool)
    /// A touch other than the mouse's (a scripted pinch's fingers; ids ≥ 1), in ViewKit's phases
    /// (scripts make `.began`, `.moved` and `.ended`).
    case touch(TouchPhase, id: Int, at: Point)
    /// The window's new size in points (0×0 when minimised).
    case resize(Size)
    /// The window lost the keyboard/mouse focus: a button held down will not be reported up.
    case focusLost

    /// A left-button single click's down (the common case).
    public static func mouseDown(_ p: Point) -> DesktopEvent { .mouseDown(p, button: .left, clickCount: 1) }
    /// A left-button up.
    public static func mouseUp(_ p: Point) -> DesktopEvent { .mouseUp(p, button: .left) }
    /// A scrolling key without modifiers.
    public static func key(_ key: DesktopKey) -> DesktopEvent { .key(.scroll(key), modifiers: [], isRepeat: false) }
}

/// Counts clicks the way desktops do: a press within `interval` seconds and `slop` points of the
/// previous press (same button) continues the count (2 = double click), otherwise it starts at 1.
/// GLFW reports no click count, so the window host uses this; scripts state the count.
public struct ClickCounter: Sendable {
    /// 0.4 s: GNOME's default double-click time (org.gnome.desktop.peripherals.mouse double-click, 400 ms).
    public static let interval = 0.4
    /// 4 pt: GTK's double-click distance (gtk-double-click-distance, 5 px) rounded down.
    public static let slop = 4.0

    private var last: (time: Double, point: Point, button: MouseButton, count: Int)?

    /// A counter with no click seen yet.
    public init() {}

    /// The count for a press of `button` at `point` at `time`.
    public mutating func press(_ button: MouseButton, at point: Point, time: Double) -> Int {
        var count = 1
        if let l = last, l.button == button, time - l.time <= Self.interval,
           abs(point.x - l.point.x) <= Self.slop, abs(point.y - l.point.y) <= Self.slop {
            count = l.count + 1
        }
        last = (time, point, button, count)
        return count
    }
}
