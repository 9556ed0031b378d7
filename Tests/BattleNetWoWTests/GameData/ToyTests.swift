import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

/// No toy body was ever recorded: every input here is a test snippet shaped as Pewtro's types describe
/// the documents.
@Suite("WoW game data: Toy", .timeLimit(.minutes(2)))
struct ToyTests {
    /// Test input: a toy without a locale (every localized string an object keyed by locale).
    @Test func decodesTheLocaleLessShape() throws {
        let toy = try decodeInline(WoW.Toy.self, """
        {"id": 1, "item": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/1973?namespace=static-us"}, "name": {"en_US": "Test Toy", "es_MX": "Juguete"}, "id": 1973},
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/item/1973?namespace=static-us"}, "id": 1973},
         "source": {"type": "DROP", "name": {"en_US": "Drop"}}}
        """)
        #expect(toy.item.name?.resolved(for: .esMX) == "Juguete")
        #expect(toy.source.type == "DROP")
        #expect(toy.sourceDescription == nil)
        #expect(toy.shouldExcludeIfUncollected == nil)
    }

    /// Test input: a toy and the index, with references typed by their targets.
    @Test func typesItsReferences() throws {
        let toy = try decodeInline(WoW.Toy.self, """
        {"id": 1, "item": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/1973?namespace=static-us"}, "name": "Test Toy", "id": 1973},
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/item/1973?namespace=static-us"}, "id": 1973},
         "source": {"type": "DROP", "name": "Drop"}, "source_description": "Drop: Test", "should_exclude_if_uncollected": true}
        """)
        let item: BattleNetReference<WoW.Item> = toy.item
        #expect(item.key.pathAndQuery.hasPrefix("/data/wow/item/1973"))
        #expect(toy.media.key.pathAndQuery.hasPrefix("/data/wow/media/item/1973"))
        #expect(toy.sourceDescription == "Drop: Test")
        #expect(toy.shouldExcludeIfUncollected == true)

        let index = try decodeInline(WoW.ToyIndex.self, """
        {"toys": [{"key": {"href": "https://us.api.blizzard.com/data/wow/toy/1?namespace=static-us"}, "name": "Test Toy", "id": 1}]}
        """)
        let first: BattleNetReference<WoW.Toy>? = index.toys.first
        #expect(first?.key.lastPathComponent == "1")
    }
}
