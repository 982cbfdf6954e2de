import Foundation
import ServerInputRecorder
import XCTest

/// The pointer as the X server moved it: every press, release and motion the server processed,
/// with the server's timestamp (RECORD extension, `ServerInputRecorder`). A gesture sent by
/// xdotool happens when the server processes it, not when the chain asked: on a loaded machine
/// xdotool's 20 ms sleeps can stretch to 40–150 ms, so its moves reach the server (and every
/// client) in bursts. What the server recorded is what the app could have seen.
final class ServerPointerRecording {
    struct Event: Equatable {
        enum Kind: Equatable { case press(button: Int), release(button: Int), motion }
        var kind: Kind
        /// Seconds on the server's clock since the recording's first event (1 ms resolution).
        var time: Double
        /// The pointer on the root window, pixels.
        var x: Double, y: Double
    }

    struct RecordingFailed: Error, CustomStringConvertible { var message: String; var description: String { message } }

    private var recorder: OpaquePointer?

    /// Starts recording on `display` (":NNN"); returns once the server records.
    init(display: String) throws {
        var error = [CChar](repeating: 0, count: 256)
        guard let started = sir_start(display, &error, error.count) else {
            throw RecordingFailed(message: "cannot record the X server's input on \(display): " + String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        recorder = started
    }

    deinit { if let recorder { _ = sir_stop(recorder, nil, 0) } }

    /// Stops recording; the events oldest first.
    func stop() -> [Event] {
        guard let recorder else { return [] }
        self.recorder = nil
        var raw = [sir_event](repeating: sir_event(), count: 4096)
        let count = min(sir_stop(recorder, &raw, raw.count), raw.count)
        guard let first = raw.first?.time_ms, count > 0 else { return [] }
        return raw[..<count].compactMap { e in
            let kind: Event.Kind
            switch e.type {
            case 4: kind = .press(button: Int(e.button))
            case 5: kind = .release(button: Int(e.button))
            case 6: kind = .motion
            default: return nil
            }
            // X's Time is 32-bit milliseconds: the wrapping difference is right across a wrap.
            return Event(kind: kind, time: Double(e.time_ms &- first) / 1000, x: Double(e.root_x), y: Double(e.root_y))
        }
    }
}
