import BattleNetCore
import BattleNetD3
import BattleNetSC2
import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

/// Mutates every recorded body and decodes it with its operation's model: a mutation may decode or
/// fail, but only with a typed `.decoding` error carrying the bytes, never with a crash or a hang.
///
/// `swift test` runs a bounded number of mutations per body. For a longer run:
/// `BNET_FUZZ_ITERATIONS=200 swift test --filter Fuzz` (mutations per body), and
/// `BNET_FUZZ_SEED=<n>` to replay a run (the seed is printed with every finding).
@Suite("Decode fuzzing", .timeLimit(.minutes(2)))
struct DecodeFuzzTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let environment = ProcessInfo.processInfo.environment
    static let iterations = Int(environment["BNET_FUZZ_ITERATIONS"] ?? "") ?? 6
    static let seed = UInt64(environment["BNET_FUZZ_SEED"] ?? "") ?? 0x5EED_BA77_1E7E

    /// The WoW auction and leaderboard operations (fast path, `JSONReader`), fuzzed with D3 and SC2; the
    /// other WoW models with a fast path (achievements, quests) are fuzzed against `JSONDecoder` by
    /// `mutatedAchievementQuestAndLadderBodiesDecodeTheSameOnBothPathsOrFail`.
    static let fastPathOperations = [
        WoW.Operations.auctions.erased, WoW.Operations.auctionCommodities.erased, WoW.Operations.pvpLeaderboard.erased,
        WoW.Operations.mythicKeystoneLeaderboard.erased,
    ]

    /// Every recording with each operation it is listed for.
    static func cases() throws -> [(operation: AnyAPIOperation, file: String, body: Data)] {
        let manifest = try FixtureManifest(directory: fixtures)
        let operations = D3.Operations.all + SC2.Operations.all + fastPathOperations
        return try manifest.entries.flatMap { entry in
            try entry.operations.compactMap { id in
                guard entry.status == 200, let operation = operations.first(where: { $0.descriptor.id == id }) else { return nil }
                return (operation, entry.file, try manifest.body(of: entry))
            }
        }
    }

    @Test func everyMutationOfEveryRecordingEndsInAModelOrATypedError() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            let cases = try Self.cases()
            #expect(cases.count >= 60, "the D3 and SC2 recordings, and the WoW auctions and leaderboards")
            var generator = SplitMix64(seed: Self.seed)
            var outcomes: [Mutation: (decoded: Int, failed: Int)] = [:]
            for (index, item) in cases.enumerated() {
                // Long CPU-bound work: let the other suites' tasks run between bodies.
                await Task.yield()
                // Bodies of megabytes (leaderboards, SC2 static data) take one round each, their kind of
                // mutation rotating from body to body; the rest take every round. That keeps the suite to
                // a few seconds of CPU, which the timing-sensitive suites running beside it need.
                let rounds = item.body.count > 262_144 ? max(1, Self.iterations / Mutation.allCases.count) : Self.iterations
                for iteration in 0..<rounds {
                    // Every kind of mutation comes round for every body; the spot it hits is random.
                    let mutation = Mutation.allCases[(index + iteration) % Mutation.allCases.count]
                    let mutated = mutation.apply(to: item.body, using: &generator)
                    let label = "\(item.operation.descriptor.id) \(item.file) \(mutation) seed \(Self.seed)"
                    if Self.environment["BNET_FUZZ_VERBOSE"] != nil { FileHandle.standardError.write(Data((label + "\n").utf8)) }
                    do {
                        _ = try item.operation.decode(mutated)
                        outcomes[mutation, default: (0, 0)].decoded += 1
                    } catch let error as BattleNetError {
                        outcomes[mutation, default: (0, 0)].failed += 1
                        // An empty result (the `empty` mutation, or whitespace left by another) has its own kind.
                        let blank = mutated.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
                        #expect(error.kind == (blank ? .emptyBody : .decoding), "\(label): \(error.kind)")
                        #expect(error.body == mutated, "\(label): the error lost the bytes")
                        #expect(error.modelType != nil, "\(label): the error does not name the model")
                    } catch {
                        Issue.record("\(label): untyped error \(type(of: error))")
                    }
                }
            }
            // The mutations bite: each kind made some body fail.
            for mutation in Mutation.allCases where Self.iterations * cases.count >= Mutation.allCases.count * 4 {
                #expect((outcomes[mutation]?.failed ?? 0) > 0, "\(mutation) never broke a body: \(outcomes[mutation] ?? (0, 0))")
            }
        }
    }

    /// The fast path against JSONDecoder on mutated auction bodies: whenever both decode, the models
    /// are equal; whenever the fast path fails, it is a typed failure with a path. The stream of the
    /// auctions accepts and refuses the same bodies, with the same auctions.
    @Test func mutatedAuctionBodiesDecodeTheSameOnBothPathsOrFail() async throws {
        var generator = SplitMix64(seed: Self.seed)
        let manifest = try FixtureManifest(directory: Self.fixtures)
        var bothDecoded = 0
        for entry in manifest.entries(for: "wowAuctions") + manifest.entries(for: "wowAuctionCommodities") where entry.status == 200 {
            let body = try manifest.body(of: entry)
            await Task.yield()
            for iteration in 0..<(Self.iterations * 8) {
                let mutation = Mutation.allCases[iteration % Mutation.allCases.count]
                let mutated = mutation.apply(to: body, using: &generator)
                let label = "\(entry.file) \(mutation) #\(iteration) seed \(Self.seed)"
                // Chunks of 1 to 97 bytes, so cuts fall everywhere (the generator is left to the mutations).
                let chunk = 1 + (iteration * 13 + mutated.count) % 97
                if entry.operations.contains("wowAuctions") {
                    bothDecoded += Self.compare(WoW.Auctions.self, mutated, label)
                    Self.compareStream(WoW.Auctions.self, \.auctions, mutated, chunk: chunk, label)
                } else {
                    bothDecoded += Self.compare(WoW.Commodities.self, mutated, label)
                    Self.compareStream(WoW.Commodities.self, \.auctions, mutated, chunk: chunk, label)
                }
            }
        }
        #expect(bothDecoded > 0, "some mutations leave a decodable body")
    }

    /// The same comparison on the other fast models' recordings (achievements, quests, SC2 ladders):
    /// half the rounds of the other bodies each, bodies of megabytes cut to their first elements, the
    /// kind of mutation rotating from body to body (the SC2 ladders also take the full rounds above,
    /// without the comparison).
    @Test func mutatedAchievementQuestAndLadderBodiesDecodeTheSameOnBothPathsOrFail() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            var generator = SplitMix64(seed: Self.seed)
            let manifest = try FixtureManifest(directory: Self.fixtures)
            let models: [(operation: String, compare: (Data, String) -> Int)] = [
                ("wowAchievementIndex", { Self.compare(WoW.AchievementIndex.self, $0, $1) }),
                ("wowCharacterAchievementsSummary", { Self.compare(WoW.CharacterAchievementsSummary.self, $0, $1) }),
                ("wowCharacterAchievementStatistics", { Self.compare(WoW.CharacterAchievementStatistics.self, $0, $1) }),
                ("wowGuildAchievements", { Self.compare(WoW.GuildAchievements.self, $0, $1) }),
                ("wowCharacterCompletedQuests", { Self.compare(WoW.CharacterCompletedQuests.self, $0, $1) }),
                ("sc2LadderData", { Self.compare(SC2.LadderData.self, $0, $1) }),
                ("sc2LegacyLadder", { Self.compare(SC2.LegacyLadder.self, $0, $1) }),
                ("sc2CnLadder", { Self.compare(SC2.LegacyLadder.self, $0, $1) }),
            ]
            var bodies = 0
            var bothDecoded = 0
            for (operation, compare) in models {
                for entry in manifest.entries(for: operation) where entry.status == 200 {
                    let body = Self.trimmed(try manifest.body(of: entry))
                    await Task.yield()
                    let rounds = max(1, Self.iterations / 2)
                    for iteration in 0..<rounds {
                        let mutation = Mutation.allCases[(bodies + iteration) % Mutation.allCases.count]
                        let label = "\(operation) \(entry.file) \(mutation) #\(iteration) seed \(Self.seed)"
                        bothDecoded += compare(mutation.apply(to: body, using: &generator), label)
                    }
                    bodies += 1
                }
            }
            #expect(bodies >= 16)
            #expect(bothDecoded > 0, "some mutations leave a decodable body")
        }
    }

    /// A body of more than 256 KiB with each top-level array cut to its first 100 elements, so that
    /// mutating and decoding it twice stays cheap; a smaller body as it is.
    static func trimmed(_ body: Data) -> Data {
        guard body.count > 262_144, var object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return body }
        for (key, value) in object {
            if let array = value as? [Any] { object[key] = Array(array.prefix(100)) }
        }
        return (try? JSONSerialization.data(withJSONObject: object)) ?? body
    }

    /// 1 when both paths decoded `body` (to equal models), 0 when the fast path failed (typed).
    static func compare<T: Decodable & JSONReadable & Hashable>(_ type: T.Type, _ body: Data, _ label: String) -> Int {
        let fast: T
        do {
            fast = try JSONReader.decode(T.self, from: body)
        } catch {
            #expect(!error.pathDescription.isEmpty && !error.message.isEmpty, "\(label)")
            return 0
        }
        // A body the fast path reads is JSON of the model's shape: JSONDecoder must agree.
        do {
            #expect(try ResponseDecoding.makeDecoder().decode(T.self, from: body) == fast, "\(label)")
        } catch {
            Issue.record("\(label): the fast path decoded a body JSONDecoder rejects: \(error)")
        }
        return 1
    }

    /// The stream (`JSONArrayStreamDecoder`, chunks of `chunk` bytes) against the whole-body path on
    /// the same bytes: both accept with the same auctions in order, or both refuse.
    static func compareStream<T: JSONReadable, Auctions: Collection>(
        _ type: T.Type, _ auctions: KeyPath<T, Auctions>, _ body: Data, chunk: Int, _ label: String
    ) where Auctions.Element: JSONReadable & Hashable {
        let whole = Result { () throws(JSONReader.Failure) in Array(try JSONReader.decode(T.self, from: body)[keyPath: auctions]) }
        let streamed = Result { () throws(JSONReader.Failure) -> [Auctions.Element] in
            var decoder = JSONArrayStreamDecoder<Auctions.Element>(arrayKey: "auctions")
            var elements: [Auctions.Element] = []
            for start in stride(from: 0, to: body.count, by: chunk) {
                try decoder.consume(body.subdata(in: start..<min(start + chunk, body.count)), into: &elements)
            }
            _ = try decoder.finish(decoding: T.self)
            return elements
        }
        switch (whole, streamed) {
        case (.success(let whole), .success(let streamed)): #expect(streamed == whole, "\(label) in chunks of \(chunk)")
        case (.failure, .failure): break
        case (.success, .failure(let failure)): Issue.record("\(label) in chunks of \(chunk): the stream refused a body the whole path reads: \(failure)")
        case (.failure(let failure), .success): Issue.record("\(label) in chunks of \(chunk): the stream read a body the whole path refuses: \(failure)")
        }
    }

    @Test func mutationsAreReproducibleFromTheSeed() throws {
        let body = Data(#"{"a":[1,2,{"b":"c"}],"d":{"e":null,"f":1.5}}"#.utf8)
        for mutation in Mutation.allCases {
            var first = SplitMix64(seed: 42)
            var second = SplitMix64(seed: 42)
            #expect(mutation.apply(to: body, using: &first) == mutation.apply(to: body, using: &second))
            #expect(mutation.apply(to: body, using: &first) != body, "\(mutation) left the body unchanged")
        }
    }
}

/// One way of damaging a JSON body.
enum Mutation: String, CaseIterable, Hashable, CustomStringConvertible {
    case truncate, deleteKey, swapType, hugeNumber, deepNesting, invalidUTF8, nullValue, emptyBody

    var description: String { rawValue }

    func apply(to body: Data, using generator: inout SplitMix64) -> Data {
        switch self {
        case .truncate:
            return body.prefix(Int.random(in: 0..<max(body.count, 1), using: &generator))
        case .invalidUTF8:
            var bytes = [UInt8](body)
            let position = Int.random(in: 0...bytes.count, using: &generator)
            bytes.insert(contentsOf: [0xC3, 0x28, 0xFF], at: position)
            return Data(bytes)
        case .emptyBody:
            return Data()
        case .deleteKey, .swapType, .hugeNumber, .deepNesting, .nullValue:
            guard let tree = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else { return body }
            let mutated = mutateSomewhere(tree, using: &generator)
            return (try? JSONSerialization.data(withJSONObject: mutated, options: [.fragmentsAllowed, .sortedKeys])) ?? body
        }
    }

    /// Walks down a random path (stopping early at random) and mutates the value found there.
    private func mutateSomewhere(_ value: Any, using generator: inout SplitMix64) -> Any {
        let stopHere = Int.random(in: 0..<4, using: &generator) == 0
        if var object = value as? [String: Any], !object.isEmpty, !stopHere || self == .deleteKey {
            let keys = object.keys.sorted()
            let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
            if self == .deleteKey, Int.random(in: 0..<3, using: &generator) == 0 || !Self.isContainer(object[key]) {
                object[key] = nil
                return object
            }
            object[key] = mutateSomewhere(object[key] as Any, using: &generator)
            return object
        }
        if var array = value as? [Any], !array.isEmpty, !stopHere {
            let index = Int.random(in: 0..<array.count, using: &generator)
            array[index] = mutateSomewhere(array[index], using: &generator)
            return array
        }
        return replacement(for: value, using: &generator)
    }

    private func replacement(for value: Any, using generator: inout SplitMix64) -> Any {
        switch self {
        case .nullValue, .deleteKey: return NSNull()
        case .hugeNumber:
            let huge: [Any] = [1e300, -1e300, Decimal(string: "18446744073709551616") as Any,
                               Decimal(string: "-9223372036854775809") as Any, Int64.min, UInt64.max]
            return huge[Int.random(in: 0..<huge.count, using: &generator)]
        case .deepNesting:
            var nested: Any = value
            for _ in 0..<Int.random(in: 64...700, using: &generator) { nested = [nested] }
            return nested
        default:
            if value is String { return 12345 }
            if value is NSNumber { return "12345" }
            if value is [Any] { return ["swapped": true] }
            if value is [String: Any] { return [1, 2, 3] }
            return "swapped"
        }
    }

    private static func isContainer(_ value: Any?) -> Bool { value is [Any] || value is [String: Any] }
}

/// A small, fast, seedable generator, so every run can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
