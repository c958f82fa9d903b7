/// The one pseudo-random generator of the tests and benchmarks: a 64-bit linear congruential generator
/// (Knuth's MMIX constants), so that a seed gives the same sequence on every machine and in every run.
///
/// The recorded kiwi answers (`Tests/CassowaryTests/Fixtures`) were computed for the systems this generator
/// draws from `init(seed:)`: changing its arithmetic changes those systems and needs the fixture recorded again.
public struct SeededRandom {
    /// The generator's whole state.
    public var state: UInt64

    /// A generator whose state is `state` itself.
    @inlinable public init(state: UInt64) {
        self.state = state
    }

    /// A generator started from `seed` mixed once, so that neighbouring seeds start far apart.
    public init(seed: UInt64) {
        state = seed &* 2_862_933_555_777_941_757 &+ 3_037_000_493
    }

    /// The next 31 pseudo-random bits (the state's high bits, the well-mixed ones).
    @inlinable public mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }

    /// A number in `0..<bound`.
    @inlinable public mutating func next(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// One of `values`.
    public mutating func pick<T>(_ values: [T]) -> T {
        values[next(values.count)]
    }
}

extension Array {
    /// The elements in an order fixed by `seed` (Fisher–Yates, drawing from `SeededRandom(state: seed)`). Inlinable,
    /// so that it is specialized for the caller's element type: unspecialized, each swap went through the generic
    /// `swapAt`, some 900 instructions, a tenth of a shuffled 30,000-view screen's build in `layout-benchmark`.
    @inlinable public func shuffled(seed: UInt64) -> [Element] {
        var copy = self
        var random = SeededRandom(state: seed)
        for i in stride(from: count - 1, to: 0, by: -1) {
            copy.swapAt(i, random.next(i + 1))
        }
        return copy
    }
}
