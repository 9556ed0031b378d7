import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

/// The fuzzing finding of 2026-11-26 (Tests/Fuzz/Findings/README.md): a statistics body whose
/// `last_updated_timestamp` is `1498048E-7000` decoded to unequal models on the two paths.
@Suite("Fuzzing findings: statistics with a number too small for Double", .timeLimit(.minutes(2)))
struct FuzzFindingTests {
    static let body = Result {
        try Data(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Findings/statistics-fast-vs-codable.json"))
    }

    @Test func theFastPathRefusesTheNumberInsteadOfReadingADifferentValue() throws {
        let body = try Self.body.get()
        let codable = try ResponseDecoding.decodeWithJSONDecoder(WoW.CharacterAchievementStatistics.self, from: body)
        #expect(codable.character.name == "Sheday")
        // JSONDecoder rounds 1498048E-7000 into the integer 0 (the documented difference).
        func statistics(_ category: WoW.CharacterStatisticsCategory) -> [WoW.CharacterStatistic] {
            (category.statistics ?? []) + (category.subCategories ?? []).flatMap(statistics)
        }
        let rounded = codable.allCategories.flatMap(statistics).filter { $0.lastUpdatedTimestamp.rawValue == .integer(0) }
        #expect(!rounded.isEmpty)
        // The fast path no longer reads it as 0.0: it refuses a number beyond Double's range, naming where.
        let error = #expect(throws: BattleNetError.self) {
            try ResponseDecoding.decode(WoW.CharacterAchievementStatistics.self, from: body)
        }
        #expect(error?.kind == .decoding)
        #expect(error?.codingPath?.hasSuffix("last_updated_timestamp") == true)
        #expect(error?.message.contains("1498048E-7000") == true)
    }
}
