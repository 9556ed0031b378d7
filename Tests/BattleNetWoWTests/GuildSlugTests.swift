import BattleNetCore
import BattleNetWoW
import Foundation
import Testing

@Suite("Guild slugs", .timeLimit(.minutes(2)))
struct GuildSlugTests {
    @Test("guild names become lowercase slugs with hyphens for spaces", arguments: [
        ("Mythical Warriors", "mythical-warriors"),   // the recorded character profile links its guild so
        ("mythical-warriors", "mythical-warriors"),
        ("Enigma", "enigma"),
        ("  Imperium \t", "imperium"),
        ("Les  Ombres   d'Élune", "les-ombres-d'élune"),
        ("Орден Света", "орден-света"),
        ("길드 이름", "길드-이름"),
    ])
    func slugs(typed: String, slug: String) {
        #expect(GuildSlug(typed).pathValue == slug)
        #expect(GuildSlug(typed).description == slug)
    }

    @Test func aDecomposedAccentGivesTheSameBytes() {
        #expect(GuildSlug("E\u{301}lune").pathValue == GuildSlug("\u{C9}lune").pathValue)
        #expect(percentEncodedPathSegment(GuildSlug("Élune").pathValue) == "%C3%A9lune")
    }

    @Test("what cannot be a guild name is refused before sending", arguments: ["", "   ", "a/b", "who?", "x#1", "tab\u{7}"])
    func refused(text: String) {
        #expect(throws: BattleNetError.self) { try GuildSlug(validating: text) }
        #expect(throws: BattleNetError.self) { try GuildSlug(arguments: [text]) }
    }

    @Test func readFromCommandLineText() throws {
        #expect(try GuildSlug(arguments: ["Mythical Warriors"]).pathValues() == ["mythical-warriors"])
        #expect(GuildSlug.argumentDescription.contains("guild"))
        let literal: GuildSlug = "Enigma"
        #expect(try literal.pathComponent() == "enigma")
        #expect(throws: BattleNetError.self) { try GuildSlug("").pathComponent() }
    }
}
