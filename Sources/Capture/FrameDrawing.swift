/// Which frames of a capture are drawn (`--draw`, for `cubescroll capture` and `cubescroll suite`
/// alike). The scene advances and traces every frame either way, and every frame is drawn from a
/// cleared target, so the images and the trace are the same; only the fps and frame-time figures
/// differ (docs/capture.md, "Headless capture").
public enum FrameDrawing: String, CaseIterable, Sendable {
    /// Every frame: the figures say how fast the scene renders (`capture`'s default).
    case all
    /// Only the frames whose image is written: capture events, `--every` frames, every frame of a
    /// `--video` (`suite`'s default: its children only compare images).
    case images
}
