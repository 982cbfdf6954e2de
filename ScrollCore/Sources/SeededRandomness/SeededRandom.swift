/// A small seedable generator (SplitMix64, Steele/Lea/Flood 2014, the seeding generator Java's
/// SplittableRandom and xoshiro's reference code use) so captures with the same `scene.seed`
/// are reproducible, and the random-sequence tests can replay a sequence from its seed. The
/// standard library's generator cannot be seeded.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64
    /// A generator whose sequence is fixed by `seed` (any value, 0 included).
    public init(seed: UInt64) { state = seed }
    /// The next 64 random bits (SplitMix64's output function).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
