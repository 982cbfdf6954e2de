extension ScrollView {
    /// How much of its speed a fling keeps per millisecond (UIScrollView.DecelerationRate): after t
    /// seconds the speed is v0 · rawValue^(1000 t). Any value in (0, 1) is allowed; values outside are
    /// clamped by the decay (ScrollPhysics `DecaySimulation`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// Speed kept per millisecond, in (0, 1): 0.998 keeps 99.8 % of the speed each millisecond.
        public var rawValue: Double
        /// A rate of `rawValue` per millisecond (values outside (0, 1) are clamped where used).
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// 0.998 per ms (UIKit; *Programming iOS*): a 1000 pt/s fling travels about 494.5 pt (stopping at 10 pt/s).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per ms (UIKit): a 1000 pt/s fling travels about 99.5 pt.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
