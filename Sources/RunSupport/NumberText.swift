/// The one text form of a number in everything a run writes (the trace, messages, ffmpeg's
/// arguments): whole numbers without a fraction (`60`, never `60.0`; −0 is `0`), others in
/// Swift's shortest round-tripping form (`0.1`, `1e-05`).
public enum NumberText {
    /// The canonical text of a finite number, nil for NaN or ±∞.
    public static func canonical(_ v: Double) -> String? {
        guard v.isFinite else { return nil }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }  // also maps -0 to "0"
        return v.description
    }
}
