import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// The conversation: a scroll view over the bubbles' resting layout, the bubbles' tiled springs,
/// and the fixed clock that couples them (docs/techniques/springy-items.md, "Frame-rate
/// independence"). Inputs are queued with their times and replayed between the clock's steps, so
/// the scroll model and the springs see exactly the same calls at any frame rate.
final class MessagesModel {
    /// Steps per second of the spring clock: a multiple of 30, 60, 144 and 240
    /// (docs/techniques/springy-items.md).
    static let stepsPerSecond = 720
    /// Spring damping ratio and frequency in hertz (docs/techniques/springy-items.md).
    static let damping = 0.8, frequency = 1.0
    /// Points around the visible rectangle whose items also get springs (docs/techniques/springy-items.md).
    static let tilingMargin = 100.0

    enum Input {
        case event(DesktopEvent)
        case resize(Size)
    }

    let window: Window
    let scrollView: ScrollView
    let input: DesktopInputRouter
    private(set) var layout: MessageLayout
    private(set) var springs: TiledSprings
    let spring = DampedSpringStep(damping: MessagesModel.damping, frequency: MessagesModel.frequency,
                                  step: 1 / Double(MessagesModel.stepsPerSecond))
    /// Whether the springs are on (`B`, `--[no-]springs`).
    private(set) var springsOn: Bool
    /// The last pointer position (window points), nil before any pointer input.
    private(set) var pointer: Point?
    private var pending: [(time: Double, input: Input)] = []
    /// The last step done (its time is `Double(step) / stepsPerSecond`).
    private var step = 0
    private var lastOffsetY: Double
    /// The host's event log.
    private let events: SceneEventLog
    /// The host's text measurer (the bubbles' lines).
    private let text: any TextMeasuring
    /// The scroll view's delegate: records the drag callbacks the trace shows.
    private var recorder: ScrollEventRecorder!
    private let count: Int

    init(size: Size, count: Int, resistance: Double, springsOn: Bool, events: SceneEventLog, text: any TextMeasuring) {
        self.events = events
        self.text = text
        self.count = count
        self.springsOn = springsOn
        window = Window(frame: Rect(origin: .zero, size: size))
        layout = MessageLayout(count: count, width: size.width, text: text)
        scrollView = ScrollView(frame: Rect(origin: .zero, size: size))
        scrollView.contentSize = layout.contentSize
        scrollView.alwaysBounceVertical = true
        window.addSubview(scrollView)
        springs = TiledSprings(resistanceDenominator: resistance)
        input = DesktopInputRouter(window: window, scrollView: scrollView)
        lastOffsetY = scrollView.contentOffset.y
        recorder = ScrollEventRecorder(forwardingTo: nil, callbacks: [.willBeginDragging, .didEndDragging, .didEndDecelerating],
                                       log: events)
        scrollView.delegate = recorder
        springs.retile(to: tiledRange(), touch: nil, anchor: layout.anchor)
    }

    // MARK: - Inputs and time

    /// Queues `input` at `time`; it is applied at that time during the next `advance(to:)`.
    func enqueue(_ input: Input, at time: Double) { pending.append((time, input)) }

    /// Runs the spring clock's steps up to `time`, applying queued inputs at their own times.
    func advance(to time: Double) {
        let perSecond = Double(Self.stepsPerSecond)
        var next = 0
        while true {
            // At rest (no stretch, nothing moving, no input due): the steps up to the next input
            // or `time` would change nothing, so skip them (a long pause costs nothing).
            if isAtRest {
                let until = next < pending.count ? min(time, pending[next].time) : time
                step = max(step, Int((until * perSecond).rounded(.down)) - 1)
            }
            let stepTime = Double(step + 1) / perSecond
            guard stepTime <= time else { break }
            while next < pending.count, pending[next].time <= stepTime { apply(pending[next]); next += 1 }
            step += 1
            input.advance(to: stepTime)
            springStep()
        }
        // Inputs after the last step but not after `time` (a window frame between steps) are
        // applied now; later ones (queued early) wait for their frame.
        while next < pending.count, pending[next].time <= time { apply(pending[next]); next += 1 }
        pending.removeFirst(next)
        input.advance(to: time)
    }

    private func apply(_ item: (time: Double, input: Input)) {
        switch item.input {
        case .resize(let size): resize(to: size, time: item.time)
        case .event(let event): deliver(event, time: item.time)
        }
    }

    private func deliver(_ event: DesktopEvent, time: Double) {
        switch event {
        case .mouseDown(let p, .left, _): pointer = p; input.mouseDown(at: p, time: time)
        case .mouseMove(let p):
            if input.isMouseDown { pointer = p }
            input.mouseMoved(to: p, time: time)
        case .mouseUp(let p, .left): pointer = p; input.mouseUp(at: p, time: time)
        case let .wheel(dx, dy, at, modifiers, kind):
            pointer = at
            input.scrollWheel(dx: dx, dy: dy, modifiers: modifiers, kind: kind, time: time)
        case .key(.character("b"), _, false): setSprings(on: !springsOn)
        default: input.route(event, time: time)
        }
    }

    /// Turns the springs on or off; off snaps every bubble onto its anchor.
    func setSprings(on: Bool) {
        guard on != springsOn else { return }
        springsOn = on
        springs.settleAll()
        events.append(SceneEvent("springs", [("on", .bool(on))]))
    }

    /// Lays out for a new window size, keeping the bubble at the top of the view at the top (the
    /// same fraction of it showing). A motion under way is carried into the new layout
    /// (`ScrollView.setGeometry`): its velocity scales with the content's height (re-wrapped bubbles
    /// pass at the same rate), a fling lands where its old target maps, inside the new range.
    private func resize(to size: Size, time: Double) {
        input.advance(to: time)
        let old = layout, oldWidth = scrollView.bounds.width
        window.frame = Rect(origin: .zero, size: size)
        if size.width != layout.contentSize.width { layout = MessageLayout(count: count, width: size.width, text: text) }
        let new = layout
        /// The offset that shows the bubble under offset `y` at the top, as far into it as before.
        func keepingTopBubble(_ p: Point) -> Point {
            let top = old.indices(inBandFrom: p.y, to: p.y).lowerBound
            guard top < old.count, top < new.count else { return Point(x: 0, y: p.y) }
            let f0 = old.frames[top], f1 = new.frames[top]
            return Point(x: 0, y: f1.minY + (p.y - f0.minY) * f1.height / max(1, f0.height))
        }
        let scale = Point(x: oldWidth > 0 ? size.width / oldWidth : 1,
                          y: old.contentSize.height > 0 ? new.contentSize.height / old.contentSize.height : 1)
        scrollView.setGeometry(frame: Rect(origin: .zero, size: size), contentSize: new.contentSize,
                               contentScale: scale, mapOffset: keepingTopBubble)
        lastOffsetY = scrollView.contentOffset.y
        springs.retile(to: 0..<0, touch: nil, anchor: layout.anchor)
        springs.retile(to: tiledRange(), touch: nil, anchor: layout.anchor)
        events.append(SceneEvent("resize", [("window", .size(size)), ("contentSize", .size(layout.contentSize))]))
    }

    // MARK: - One step of the spring clock

    /// Advances the springs by one step, pushes them by the scroll since the last step, and moves
    /// them with the visible range.
    private func springStep() {
        let offsetY = scrollView.contentOffset.y
        let delta = offsetY - lastOffsetY
        lastOffsetY = offsetY
        guard springsOn else {
            springs.retile(to: tiledRange(), touch: nil, anchor: layout.anchor)
            return
        }
        springs.advance(spring)
        springs.snapSettled()
        let touch = touchInContent
        springs.push(delta: delta, touch: touch, anchor: layout.anchor)
        springs.retile(to: tiledRange(), touch: delta != 0 ? touch : nil, anchor: layout.anchor)
    }

    /// True while advancing would still change something with no new input: springs not at rest,
    /// the list moving, inputs queued for a later step, or the router waiting (wheel silence).
    var needsAdvance: Bool {
        !isAtRest || !pending.isEmpty || input.needsAdvance || scrollView.needsAdvance
    }

    /// True when no spring is stretched or moving and the scroll view is still with no finger on it.
    private var isAtRest: Bool {
        springs.isAtRest && !input.isMouseDown && !scrollView.isTracking && !scrollView.isDragging
            && !scrollView.isDecelerating && !scrollView.isScrollAnimating && scrollView.contentOffset.y == lastOffsetY
    }

    /// The items within the visible rectangle grown by the tiling margin.
    func tiledRange() -> Range<Int> {
        let y = scrollView.contentOffset.y
        return layout.indices(inBandFrom: y - Self.tilingMargin, to: y + scrollView.bounds.height + Self.tilingMargin)
    }

    /// Where the resistance is measured from, content coordinates: the last pointer position
    /// converted to the current content offset, or the centre of the view before any pointer
    /// input (docs/techniques/springy-items.md, "Where the touch is").
    var touchInContent: Point {
        let frame = scrollView.frame
        let p = pointer ?? Point(x: frame.midX, y: frame.midY)
        return Point(x: p.x - frame.minX, y: p.y - frame.minY) + scrollView.contentOffset
    }

    /// The centre of bubble `i` now (content coordinates): its anchor plus its displacement.
    func center(of i: Int) -> Point {
        var c = layout.anchor(i)
        c.y += springs.displacement(of: i)
        return c
    }
}
