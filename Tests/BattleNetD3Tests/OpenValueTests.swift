import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetD3

/// One open value type with a known raw value and its constant.
struct OpenValueCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let check: @Sendable () throws -> Void

    init<T: OpenStringValue>(_ type: T.Type, _ known: String, _ constant: T) {
        testDescription = "\(T.self) \(known)"
        check = { try checkOpenValue(T.self, known: known, constant: constant) }
    }
}

/// Values Blizzard extends decode unknown members, match their constants and encode unchanged.
@Suite("D3 open values", .timeLimit(.minutes(2)))
struct OpenValueTests {
    @Test(arguments: [
        OpenValueCase(D3.HeroClass.self, "demon-hunter", .demonHunter),
        OpenValueCase(D3.HeroClass.self, "witch-doctor", .witchDoctor),
        OpenValueCase(D3.ItemSlot.self, "leftFinger", .leftFinger),
        OpenValueCase(D3.ItemSlot.self, "torso", .torso),
        OpenValueCase(D3.FollowerSlug.self, "scoundrel", .scoundrel),
        OpenValueCase(D3.ArtisanSlug.self, "jeweler", .jeweler),
        OpenValueCase(D3.RuneType.self, "a", .a),
        OpenValueCase(D3.RuneType.self, "c", .c),
        OpenValueCase(D3.ItemDisplayColor.self, "orange", .orange),
        OpenValueCase(D3.ItemDisplayColor.self, "green", .green),
        OpenValueCase(D3.ItemAffixType.self, "default", .default),
        OpenValueCase(D3.ItemTypeID.self, "Sword2H", .sword2H),
        OpenValueCase(D3.ItemTypeID.self, "GenericBelt", .genericBelt),
        OpenValueCase(D3.ElementalType.self, "holy", .holy),
        OpenValueCase(D3.LeaderboardDataID.self, "HeroId", .heroID),
        OpenValueCase(D3.LeaderboardColumnType.self, "SPAN_MS", .spanMilliseconds),
        OpenValueCase(D3.LeaderboardHeroClass.self, "dh", .demonHunter),
    ])
    func openValue(_ openCase: OpenValueCase) throws {
        try openCase.check()
    }

    @Test func itemTypeIDsCompareCaseInsensitively() throws {
        // Hero items send lowercase ids, the item-type index capitalised ones: both are the same type.
        let heroSpelling = try decodeInline([D3.ItemTypeID].self, #"["genericbelt", "ring"]"#)
        #expect(heroSpelling == [.genericBelt, .ring])
        #expect(heroSpelling.first?.rawValue == "genericbelt")
        #expect(Set(heroSpelling + [.ring]).count == 2)
    }

    @Test func leaderboardClassesMapToHeroClasses() {
        #expect(D3.LeaderboardHeroClass("necromancer").heroClass == .necromancer)
        #expect(D3.LeaderboardHeroClass.demonHunter.heroClass == .demonHunter)
    }
}
