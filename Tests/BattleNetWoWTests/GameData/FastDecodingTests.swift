import BattleNetCore
import BattleNetFixtures
import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

/// The fast path (`JSONReader`) against the `Codable` path (`JSONDecoder`) on the auction bodies:
/// equal models on every recording, on bodies built from a recording's elements, and the same
/// failure path on a corrupted one.
@Suite("WoW fast decoding", .timeLimit(.minutes(2)))
struct FastDecodingTests {
    static let manifest = Result { try FixtureManifest(directory: try #require(RecordedFixtures.directory)) }

    /// Every 200 recording of `operation`.
    static func recordings(_ operation: String) throws -> [(file: String, body: Data)] {
        try manifest.get().successfulBodies(for: operation)
    }

    /// Decodes `body` both ways and expects equal models; returns the fast one.
    @discardableResult
    static func expectSameBothWays<T: Decodable & JSONReadable & Hashable>(_ type: T.Type, _ body: Data, _ label: String) throws -> T {
        let codable = try ResponseDecoding.makeDecoder().decode(T.self, from: body)
        let fast = try JSONReader.decode(T.self, from: body)
        #expect(fast == codable, "\(label): the fast path differs from JSONDecoder")
        // And ResponseDecoding takes the fast path for it.
        #expect(try ResponseDecoding.decode(T.self, from: body) == codable)
        return fast
    }

    @Test func everyCommoditiesRecordingDecodesTheSameBothWays() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            let recordings = try Self.recordings("wowAuctionCommodities")
            #expect(recordings.count >= 1)
            for (file, body) in recordings {
                let market = try Self.expectSameBothWays(WoW.Commodities.self, body, file)
                #expect(!market.auctions.isEmpty)
            }
            let market = try JSONReader.decode(WoW.Commodities.self, from: try fixtureData("wow/commodities.json"))
            #expect(market.auctions.first?.id == 814959956)
            #expect(market.auctions.first?.unitPrice == 900000)
            #expect(market.auctions.first?.timeLeft == .short)
            #expect(market.links?.selfLink.pathAndQuery == "/data/wow/auctions/commodities?namespace=dynamic-us")
        }
    }

    @Test func everyAuctionsRecordingDecodesTheSameBothWays() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            let recordings = try Self.recordings("wowAuctions")
            #expect(recordings.count >= 3)
            for (file, body) in recordings {
                let house = try Self.expectSameBothWays(WoW.Auctions.self, body, file)
                // The packed list holds what the one-auction conformances read, in order.
                #expect(Array(house.auctions) == (try JSONReader.decode(AuctionArray.self, from: body).auctions), "\(file)")
            }
            let house = try JSONReader.decode(WoW.Auctions.self, from: try fixtureData("wow/auctions__1146.json"))
            #expect(house.auctions.count == 22)
            let pet = try #require(house.auctions.first { $0.item.id == 82800 })
            #expect(pet.item.petSpeciesID == 2834)
            #expect(pet.item.modifiers == [WoW.AuctionItemModifier(type: 6, value: 95174)])
            #expect(house.auctions[1].item.bonusLists == [4822, 6578, 6579, 6564, 6513, 1487, 4786])
            #expect(house.auctions[1].bid == 450000000)
            #expect(house.auctions[1].unitPrice == nil)
        }
    }

    @Test func everyPvpLeaderboardRecordingDecodesTheSameBothWays() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            let recordings = try Self.recordings("wowPvpLeaderboard")
            #expect(recordings.count >= 2)
            for (file, body) in recordings {
                let board = try Self.expectSameBothWays(WoW.PvpLeaderboard.self, body, file)
                #expect(!board.entries.isEmpty)
            }
            let board = try JSONReader.decode(WoW.PvpLeaderboard.self, from: try fixtureData("wow/pvp-leaderboard__27_2v2.json"))
            #expect(board.name == "2v2")
            #expect(board.bracket.type == .arena2v2)
            #expect(board.entries.count == 5001)
            #expect(board.entries.first?.rank == 1)
            #expect(board.entries.first?.character.realm.slug.rawValue.isEmpty == false)
            // A wrong-typed rating deep inside: the same path both ways.
            var object = try #require(try JSONSerialization.jsonObject(with: try fixtureData("wow/pvp-leaderboard__27_2v2.json")) as? [String: Any])
            var entries = try #require(object["entries"] as? [[String: Any]])
            var statistics = try #require(entries[4321]["season_match_statistics"] as? [String: Any])
            statistics["won"] = "many"
            entries[4321]["season_match_statistics"] = statistics
            object["entries"] = entries
            let corrupt = try JSONSerialization.data(withJSONObject: object)
            for fast in [true, false] {
                do throws(BattleNetError) {
                    _ = fast ? try ResponseDecoding.decode(WoW.PvpLeaderboard.self, from: corrupt)
                        : try ResponseDecoding.decodeWithJSONDecoder(WoW.PvpLeaderboard.self, from: corrupt)
                    Issue.record("a string won decoded")
                } catch {
                    #expect(error.codingPath == "entries[4321].season_match_statistics.won")
                }
            }
        }
    }

    @Test func everyMythicKeystoneLeaderboardRecordingDecodesTheSameBothWays() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            let recordings = try Self.recordings("wowMythicKeystoneLeaderboard")
            #expect(recordings.count >= 3)
            var groups = 0
            for (file, body) in recordings {
                let board = try Self.expectSameBothWays(WoW.MythicKeystoneLeaderboard.self, body, file)
                #expect(board.periodStartTimestamp.date != nil)
                groups += board.leadingGroups.count
            }
            #expect(groups > 0)
        }
    }

    /// A body of `count` auctions built from a recording's own elements, repeated, with the id made
    /// unique (the same bytes otherwise).
    static func repeated(_ file: String, count: Int) throws -> Data {
        let body = try fixtureData(file)
        var object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let elements = try #require(object["auctions"] as? [[String: Any]])
        object["auctions"] = (0..<count).map { index -> [String: Any] in
            var element = elements[index % elements.count]
            element["id"] = 1_000_000 + index
            return element
        }
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func bodiesBuiltFromRecordedElementsDecodeTheSameBothWays() throws {
        let commodities = try Self.expectSameBothWays(WoW.Commodities.self, try Self.repeated("wow/commodities.json", count: 3000), "commodities ×3000")
        #expect(commodities.auctions.count == 3000)
        #expect(commodities.auctions[2999].id == 1_002_999)
        let auctions = try Self.expectSameBothWays(WoW.Auctions.self, try Self.repeated("wow/auctions__1146.json", count: 3000), "auctions ×3000")
        #expect(auctions.auctions.count == 3000)
    }

    /// Corrupts the value of `key` in element `index` as big-auctions.py does, with a string.
    static func corrupted(_ body: Data, index: Int, key: String) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        var elements = try #require(object["auctions"] as? [[String: Any]])
        elements[index][key] = "not-a-number"
        object["auctions"] = elements
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func aWrongTypedValueFailsWithItsPathOnBothPaths() throws {
        let cases: [(any Decodable.Type, String, Int, String, String)] = [
            (WoW.Commodities.self, "wow/commodities.json", 1234, "quantity", "auctions[1234].quantity"),
            (WoW.Auctions.self, "wow/auctions__1146.json", 2001, "buyout", "auctions[2001].buyout"),
        ]
        for (type, file, index, key, path) in cases {
            let body = try Self.corrupted(try Self.repeated(file, count: 2500), index: index, key: key)
            for fast in [true, false] {
                do {
                    func decode<T: Decodable>(_ type: T.Type) throws {
                        _ = fast ? try ResponseDecoding.decode(T.self, from: body, operation: "test")
                            : try ResponseDecoding.decodeWithJSONDecoder(T.self, from: body, operation: "test")
                    }
                    try decode(type)
                    Issue.record("\(file) with a string \(key) decoded")
                } catch let error as BattleNetError {
                    #expect(error.kind == .decoding)
                    #expect(error.codingPath == path, "fast \(fast)")
                    #expect(error.modelType == (type == WoW.Commodities.self ? "WoW.Commodities" : "WoW.Auctions"))
                    #expect(error.body == body)
                    #expect(error.message.hasPrefix("expected Int but found"), "\(error.message)")
                }
            }
        }
    }

    @Test func aMissingRequiredKeyFailsWithTheSamePathBothWays() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: try fixtureData("wow/auctions__4.json")) as? [String: Any])
        var elements = try #require(object["auctions"] as? [[String: Any]])
        var item = try #require(elements[3]["item"] as? [String: Any])
        item["id"] = nil
        elements[3]["item"] = item
        object["auctions"] = elements
        let body = try JSONSerialization.data(withJSONObject: object)
        var messages: [String] = []
        for fast in [true, false] {
            do {
                _ = fast ? try ResponseDecoding.decode(WoW.Auctions.self, from: body)
                    : try ResponseDecoding.decodeWithJSONDecoder(WoW.Auctions.self, from: body)
                Issue.record("decoded without item.id")
            } catch {
                #expect(error.codingPath == "auctions[3].item.id")
                messages.append(error.message)
            }
        }
        #expect(messages == ["required key \"id\" is missing", "required key \"id\" is missing"])
    }

    @Test func nullOptionalsAndUnknownKeysMatchJSONDecoder() throws {
        let body = Data(#"""
        {"connected_realm":{"href":"https://us.api.blizzard.com/data/wow/connected-realm/4"},"new_key":{"a":[1,{"b":null}]},
         "auctions":[{"id":1,"item":{"id":2,"context":null,"bonus_lists":null,"extra":"x"},"quantity":3,"unit_price":null,
         "buyout":5,"time_left":"SOMETIME","id":99}],"commodities":null}
        """#.utf8)
        let house = try Self.expectSameBothWays(WoW.Auctions.self, body, "inline")
        #expect(house.auctions[0].id == 1, "a repeated key keeps its first value, as in JSONDecoder")
        #expect(house.auctions[0].item.context == nil)
        #expect(house.auctions[0].timeLeft.rawValue == "SOMETIME")
        #expect(house.commodities == nil)
        #expect(house.links == nil)
    }

    @Test func everyAchievementIndexRecordingDecodesTheSameBothWays() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            let recordings = try Self.recordings("wowAchievementIndex")
            #expect(recordings.count >= 3)
            for (file, body) in recordings {
                let index = try Self.expectSameBothWays(WoW.AchievementIndex.self, body, file)
                #expect(index.achievements.count >= 5000, "\(file)")
            }
            let index = try JSONReader.decode(WoW.AchievementIndex.self, from: try fixtureData("wow/achievement-index__damia-2025.json"))
            #expect(index.achievements.count == 7770)
            #expect(index.achievements.first?.id == 6)
            #expect(index.achievements.first?.name == "Level 10")
            #expect(index.achievements.first?.key.pathAndQuery == "/data/wow/achievement/6?namespace=static-11.2.0_62213-us")
        }
    }

    @Test func everyCharacterAndGuildAchievementsRecordingDecodesTheSameBothWays() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            let summaries = try Self.recordings("wowCharacterAchievementsSummary")
            #expect(summaries.count >= 2)
            for (file, body) in summaries {
                let summary = try Self.expectSameBothWays(WoW.CharacterAchievementsSummary.self, body, file)
                #expect(!summary.achievements.isEmpty, "\(file)")
            }
            let sheday = try JSONReader.decode(WoW.CharacterAchievementsSummary.self, from: try fixtureData("wow/character-achievements__stormrage_sheday.json"))
            #expect(sheday.totalQuantity == 3747)
            #expect(sheday.totalPoints == 32165)
            #expect(sheday.achievements.count == 3786)
            #expect(sheday.achievements[8].criteria?.childCriteria?.first?.amount == .integer(0))
            // An amount near 2^64, beyond Int64.
            #expect(sheday.achievements[471].criteria?.childCriteria?.first?.amount == .unsigned(18446744072428191693))
            #expect(sheday.achievements[0].completedTimestamp?.rawValue == .integer(1224845661000))
            #expect(sheday.categoryProgress.first?.category.name == "Cooking")
            #expect(sheday.recentEvents.first?.achievement.id == 13780)
            #expect(sheday.character.name == "Sheday")
            #expect(sheday.statistics == nil)

            let statistics = try Self.recordings("wowCharacterAchievementStatistics")
            #expect(statistics.count >= 3)
            for (file, body) in statistics {
                let stats = try Self.expectSameBothWays(WoW.CharacterAchievementStatistics.self, body, file)
                #expect(!stats.allCategories.isEmpty, "\(file)")
            }
            let guilds = try Self.recordings("wowGuildAchievements")
            #expect(guilds.count >= 3)
            for (file, body) in guilds {
                let guild = try Self.expectSameBothWays(WoW.GuildAchievements.self, body, file)
                #expect(guild.achievements?.isEmpty == false, "\(file)")
            }
        }
    }

    @Test func everyCompletedQuestsRecordingDecodesTheSameBothWays() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            let recordings = try Self.recordings("wowCharacterCompletedQuests")
            #expect(recordings.count >= 2)
            for (file, body) in recordings {
                let quests = try Self.expectSameBothWays(WoW.CharacterCompletedQuests.self, body, file)
                #expect(quests.quests?.isEmpty == false, "\(file)")
            }
            let sheday = try JSONReader.decode(WoW.CharacterCompletedQuests.self, from: try fixtureData("wow/character-quests-completed__stormrage_sheday.json"))
            #expect(sheday.quests?.count == 8122)
            #expect(sheday.quests?.first?.id == 11)
            #expect(sheday.quests?.first?.name == "Riverpaw Gnoll Bounty")
            #expect(sheday.character.name == "Sheday")
        }
    }

    /// `node` with the value at `path` replaced by `value`, or its key removed when `value` is `nil`.
    static func replacing(_ path: ArraySlice<JSONReader.Failure.PathComponent>, in node: Any, with value: Any?) throws -> Any {
        guard let step = path.first else { return value ?? NSNull() }
        switch step {
        case .key(let key):
            var object = try #require(node as? [String: Any], "no object at \(key)")
            object[key] = path.count == 1 ? value : try replacing(path.dropFirst(), in: try #require(object[key]), with: value)
            return object
        case .index(let index):
            var array = try #require(node as? [Any], "no array at [\(index)]")
            array[index] = try replacing(path.dropFirst(), in: array[index], with: value)
            return array
        }
    }

    /// Decodes `body` on both paths and expects a `.decoding` error at `path` from each.
    static func expectSameFailureBothWays<T: Decodable>(_ type: T.Type, _ body: Data, path: String) {
        for fast in [true, false] {
            do {
                _ = fast ? try ResponseDecoding.decode(T.self, from: body) : try ResponseDecoding.decodeWithJSONDecoder(T.self, from: body)
                Issue.record("\(T.self) decoded with a wrong value at \(path)")
            } catch {
                #expect(error.kind == .decoding)
                #expect(error.codingPath == path, "fast \(fast): \(error.message)")
            }
        }
    }

    @Test func aWrongTypedOrMissingValueInAnAchievementOrQuestBodyFailsWithTheSamePathBothWays() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            typealias Step = JSONReader.Failure.PathComponent
            let cases: [(any Decodable.Type, String, [Step], Any?, String)] = [
                (WoW.AchievementIndex.self, "wow/achievement-index__damia-2025.json", [.key("achievements"), .index(7000), .key("id")], "seven",
                 "achievements[7000].id"),
                (WoW.CharacterAchievementsSummary.self, "wow/character-achievements__stormrage_sheday.json",
                 [.key("achievements"), .index(471), .key("criteria"), .key("child_criteria"), .index(0), .key("is_completed")], "yes",
                 "achievements[471].criteria.child_criteria[0].is_completed"),
                (WoW.CharacterAchievementsSummary.self, "wow/character-achievements__stormrage_sheday.json",
                 [.key("character"), .key("realm")], nil, "character.realm"),
                (WoW.CharacterAchievementsSummary.self, "wow/character-achievements__stormrage_sheday.json",
                 [.key("recent_events"), .index(2), .key("timestamp")], true, "recent_events[2].timestamp"),
                (WoW.CharacterCompletedQuests.self, "wow/character-quests-completed__stormrage_sheday.json",
                 [.key("quests"), .index(8000), .key("key")], 5, "quests[8000].key"),
                (WoW.CharacterAchievementStatistics.self, "wow/character-achievements-statistics__stormrage_sheday__rbattlenet.json",
                 [.key("statistics"), .index(1), .key("statistics"), .index(2), .key("id")], "x", "statistics[1].statistics[2].id"),
                (WoW.GuildAchievements.self, "wow/guild-achievements__stormrage_avalerion__rbattlenet-2019.json",
                 [.key("achievements"), .index(300), .key("achievement"), .key("key")], nil, "achievements[300].achievement.key"),
            ]
            for (type, file, steps, value, path) in cases {
                let tree = try JSONSerialization.jsonObject(with: try fixtureData(file))
                let body = try JSONSerialization.data(withJSONObject: try Self.replacing(steps[...], in: tree, with: value))
                func check<T: Decodable>(_ type: T.Type) { Self.expectSameFailureBothWays(T.self, body, path: path) }
                check(type)
            }
        }
    }

    @Test func nullOptionalsAndUnknownKeysInAchievementBodiesMatchJSONDecoder() throws {
        let realm = #"{"key":null,"id":60,"slug":"stormrage","name":null}"#
        let summary = Data(#"""
        {"_links":null,"total_quantity":2,"total_points":20.0,"extra":[{"a":1}],"character":{"name":"A","id":1,"realm":\#(realm),"name":"B"},
         "achievements":[{"id":6,"achievement":{"key":{"href":"https://us.api.blizzard.com/data/wow/achievement/6"},"id":6},"criteria":null,
           "completed_timestamp":null},{"id":7,"achievement":{"key":{"href":"https://us.api.blizzard.com/data/wow/achievement/7"}},
           "criteria":{"id":1,"is_completed":false,"amount":1.8446744073709548E19,"child_criteria":null,"is_completed":true}}],
         "category_progress":[],"recent_events":[{"achievement":{"key":{"href":"https://us.api.blizzard.com/data/wow/achievement/6"}},
           "timestamp":"1587009028000"}],"statistics":null}
        """#.utf8)
        let decoded = try Self.expectSameBothWays(WoW.CharacterAchievementsSummary.self, summary, "inline summary")
        #expect(decoded.character.name == "A", "a repeated key keeps its first value, as in JSONDecoder")
        #expect(decoded.achievements[0].criteria == nil)
        #expect(decoded.achievements[1].criteria?.isCompleted == false)
        #expect(decoded.achievements[1].criteria?.amount?.isExactInteger == true)
        #expect(decoded.totalPoints == 20)
        let statistics = Data(#"""
        {"character":{"name":"A","id":1,"realm":\#(realm)},"categories":null,"statistics":[{"name":{"en_US":"Combat","de_DE":null},
         "statistics":[{"id":1,"name":"Hits","description":null,"last_updated_timestamp":1,"quantity":4.0}],"sub_categories":null}]}
        """#.utf8)
        let stats = try Self.expectSameBothWays(WoW.CharacterAchievementStatistics.self, statistics, "inline statistics")
        #expect(stats.categories == nil)
        #expect(stats.allCategories.first?.id == nil)
        #expect(stats.allCategories.first?.statistics?.first?.quantity == .integer(4))
        let quests = Data(#"{"character":{"name":"A","id":1,"realm":\#(realm)},"quests":null}"#.utf8)
        #expect(try Self.expectSameBothWays(WoW.CharacterCompletedQuests.self, quests, "inline quests").quests == nil)
    }

    /// The generator's bodies (`python3 big-auctions.py DIR`), when `BNET_BIG_BODIES=DIR` names them:
    /// too large to commit, and tens of seconds of decoding, so they run on request only (the
    /// recordings and the bodies built from them above run every time).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["BNET_BIG_BODIES"] != nil))
    func generatedBodiesWhenAsked() throws {
        let directory = ProcessInfo.processInfo.environment["BNET_BIG_BODIES"] ?? ""
        for (name, operation) in [("commodities", "wowAuctionCommodities"), ("auctions", "wowAuctions")] {
            guard let body = MappedBody(path: "\(directory)/\(name).json"), let corrupt = MappedBody(path: "\(directory)/\(name)-corrupt.json") else { continue }
            if name == "commodities" {
                let market = try Self.expectSameBothWays(WoW.Commodities.self, body.data, name)
                #expect(market.auctions.count == 250_000)
            } else {
                let house = try Self.expectSameBothWays(WoW.Auctions.self, body.data, name)
                #expect(house.auctions.count == 120_000)
                #expect(Array(house.auctions) == (try JSONReader.decode(AuctionArray.self, from: body.data).auctions))
            }
            let erased = try #require(WoW.Operations.all.first { $0.descriptor.id == operation })
            var paths: [String?] = []
            for decode in [{ try erased.decode(corrupt) }, { try erased.decode(corrupt.data) }] {
                do {
                    _ = try decode()
                    Issue.record("\(name)-corrupt decoded")
                } catch let error as BattleNetError {
                    paths.append(error.codingPath)
                }
            }
            let codablePath: String? = {
                do {
                    _ = try ResponseDecoding.decodeWithJSONDecoder(name == "commodities" ? WoW.Commodities.self as any Decodable.Type : WoW.Auctions.self, corrupt.data)
                    return nil
                } catch let error as BattleNetError { return error.codingPath } catch { return nil }
            }()
            #expect(paths == [codablePath, codablePath])
            #expect(codablePath?.hasPrefix("auctions[") == true)
        }
    }
}

/// A connected realm's auctions read one `WoW.Auction` at a time into an array (the conformances a
/// stream of auctions uses), to compare with the packed `WoW.AuctionList`.
struct AuctionArray: JSONReadable {
    enum Keys: String, CodingKey, Sendable { case auctions }
    static let keys = JSONKeyTable<Keys>([.auctions])
    var auctions: [WoW.Auction] = []

    init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.keys) {
            auctions = try reader.read([WoW.Auction].self, for: key)
        }
    }
}

extension ResponseDecoding {
    /// `decodeWithJSONDecoder` for an existential model type.
    static func decodeWithJSONDecoder(_ type: any Decodable.Type, _ data: Data) throws(BattleNetError) -> any Decodable {
        func open<T: Decodable>(_ type: T.Type) throws(BattleNetError) -> any Decodable { try decodeWithJSONDecoder(T.self, from: data) }
        return try open(type)
    }
}
