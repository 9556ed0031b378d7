import BattleNetHearthstone
import Foundation
import Testing

@Suite("Deck formats: names and numbers are one value")
struct DeckFormatTests {
    @Test func namesAndNumbersDecodeToTheSameValue() throws {
        let formats = try JSONDecoder().decode([Hearthstone.DeckFormat].self, from: Data(#"["standard", 2, "Wild", 1, 3, "twist"]"#.utf8))
        #expect(formats == [.standard, .standard, .wild, .wild, .classic, .twist])
    }

    @Test func unknownFormatsAreKept() throws {
        let formats = try JSONDecoder().decode([Hearthstone.DeckFormat].self, from: Data(#"["duels", 0, 9]"#.utf8))
        #expect(formats[0].name == "duels" && formats[0].number == nil)
        #expect(formats[1] == .unknown && formats[1].description == "format 0")
        #expect(formats[2].number == 9 && formats[2].name == nil)
        let encoded = try JSONEncoder().encode(formats + [.standard])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["duels",0,9,"standard"]"#)
    }
}
