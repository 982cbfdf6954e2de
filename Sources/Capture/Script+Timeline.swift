import RunSupport

extension Script {
    /// Times closer than this (seconds) count as equal when ordering events, checking them against
    /// `duration` and scheduling them onto frames: it absorbs the last-bit rounding of sums such as
    /// t + duration·k/n against i/fps. One nanosecond is far below any frame interval.
    public static let timeTolerance = 1e-9

    /// Checks what no single event can: time order, events ending after `duration`, the mouse
    /// button's state (no down while down, no up while up), pointer events overlapping a drag or a
    /// tap in progress (a mouse has one pointer), and duplicate capture names.
    static func validateTimeline(_ script: Script) throws(ScriptError) {
        var previousT = 0.0
        var buttonDownSince: Int? = nil          // index of the event that pressed the button
        var busy: (until: Double, index: Int)? = nil  // a drag or tap still running
        var captureNames: [String: Int] = [:]

        for (i, event) in script.events.enumerated() {
            let r = ScriptFieldReader(file: script.fileName, subject: "event #\(i) (\(event.typeName))", object: .null)
            let t = event.t
            if i > 0 && t < previousT {
                throw r.fail("\"t\" is \(r.format(t)), before event #\(i - 1)'s \(r.format(previousT)) (events must be in time order: sort them by \"t\")")
            }
            previousT = t
            if event.endTime > script.duration + timeTolerance {
                let what = event.endTime == t ? "\"t\" is \(r.format(t))" : "it ends at t = \(r.format(event.endTime))"
                throw r.fail("\(what), after the script's \"duration\" \(r.format(script.duration)) (raise \"duration\" or move the event earlier)")
            }

            let isPointer: Bool
            switch event.kind {
            case .down, .move, .up, .drag, .tap, .doubleClick: isPointer = true
            default: isPointer = false
            }
            if isPointer, let running = busy, t < running.until - timeTolerance {
                let other = script.events[running.index].typeName
                throw r.fail("starts at t = \(r.format(t)) while event #\(running.index) (\(other)) runs until t = \(r.format(running.until)) (start it at or after \(r.format(running.until)); the mouse has one pointer)")
            }
            switch event.kind {
            case .down, .drag, .tap, .doubleClick:
                if let since = buttonDownSince {
                    throw r.fail("the button is already down since event #\(since) (add an \"up\" before this event)")
                }
                if case .down = event.kind { buttonDownSince = i } else { busy = (event.endTime, i) }
            case .up:
                if buttonDownSince == nil {
                    throw r.fail("no button is down (add a \"down\" before this \"up\")")
                }
                buttonDownSince = nil
            case .capture(let name):
                if let first = captureNames[name] {
                    throw r.fail("capture name \(MessageQuoting.quoted(name)) is already used by event #\(first) (names must be unique: each is a file NAME.png)")
                }
                captureNames[name] = i
            default:
                break
            }
        }
    }
}
