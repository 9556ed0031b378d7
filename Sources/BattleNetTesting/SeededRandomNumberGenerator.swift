import Foundation

/// A random number generator from a seed (SplitMix64): the same seed gives the same numbers, so a
/// randomized test that fails can be replayed.
///
/// The seed is `BNET_TEST_SEED` from the environment when set, else the default you pass; say it in
/// every failure message.
///
/// ```swift
/// var random = SeededRandomNumberGenerator(default: 0x5EED)
/// let n = Int.random(in: 0..<10, using: &random)
/// #expect(n >= 0, "seed \(random.seed)")
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    /// The seed this generator started from.
    public let seed: UInt64
    private var state: UInt64

    /// A generator seeded with `BNET_TEST_SEED` when the environment sets it, else with `seed`.
    /// - Parameters:
    ///   - seed: The seed to use when `BNET_TEST_SEED` is not set.
    ///   - environment: Where `BNET_TEST_SEED` is read; the process environment by default.
    public init(default seed: UInt64, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let chosen = environment["BNET_TEST_SEED"].flatMap { UInt64($0) } ?? seed
        self.seed = chosen
        state = chosen
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
