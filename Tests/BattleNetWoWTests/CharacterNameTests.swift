import BattleNetCore
import BattleNetWoW
import Foundation
import Testing

@Suite("Character names", .timeLimit(.minutes(2)))
struct CharacterNameTests {
    @Test("names are lowercased and percent-encoded for the path", arguments: [
        ("Альвеоняша", "альвеоняша", "%D0%B0%D0%BB%D1%8C%D0%B2%D0%B5%D0%BE%D0%BD%D1%8F%D1%88%D0%B0"),
        ("Éowyn", "éowyn", "%C3%A9owyn"),
        ("가나다", "가나다", "%EA%B0%80%EB%82%98%EB%8B%A4"),
        ("DRINIAN", "drinian", "drinian"),
        ("Drinian", "drinian", "drinian"),
        ("  Sheday\n", "sheday", "sheday"),
        ("Zoë", "zoë", "zo%C3%AB"),
    ])
    func lowercased(typed: String, path: String, encoded: String) {
        let name = CharacterName(typed)
        #expect(name.pathValue == path)
        #expect(name.description == path)
        #expect(name.percentEncodedPathValue == encoded)
        #expect(percentEncodedPathSegment(name.pathValue) == encoded)
    }

    @Test func germanSharpS() {
        // Lowercasing never turns SS into ß, nor ß into ss: ß is already lowercase.
        #expect(CharacterName("Weiß").pathValue == "weiß")
        #expect(CharacterName("WEIẞ").pathValue == "weiß")  // U+1E9E capital sharp s
        #expect(CharacterName("STRASSE").pathValue == "strasse")
        #expect(CharacterName("Weiß").percentEncodedPathValue == "wei%C3%9F")
    }

    @Test func lowercasingIgnoresTheLocale() {
        // Turkish rules would give "ırıs"; Unicode's default mapping gives "iris".
        #expect(CharacterName("IRIS").pathValue == "iris")
        #expect(Array(CharacterName("İlkay").pathValue.unicodeScalars.map(\.value).prefix(2)) == [0x69, 0x307])
    }

    @Test func decomposedInputBecomesNFC() {
        let decomposed = CharacterName("E\u{0301}owyn")
        #expect(Array(decomposed.pathValue.utf8) == [0xC3, 0xA9, 0x6F, 0x77, 0x79, 0x6E])
        #expect(decomposed.percentEncodedPathValue == "%C3%A9owyn")
        #expect(decomposed == CharacterName("ÉOWYN"))
        #expect(Set([decomposed, CharacterName("\u{00C9}owyn")]).count == 1)
    }

    @Test func literals() {
        let name: CharacterName = "Альвеоняша"
        #expect(name.pathValue == "альвеоняша")
    }

    @Test("user input that is not a character name", arguments: [
        "", "   ", "\n\t", "two words", "name/other", "name?x", "#name", "na\u{7}me", "\u{0}",
    ])
    func invalidInput(text: String) {
        let error = #expect(throws: BattleNetError.self) { try CharacterName(validating: text) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("a character name is one word") == true)
    }

    @Test func validUserInput() throws {
        #expect(try CharacterName(validating: " Альвеоняша ").pathValue == "альвеоняша")
        #expect(try CharacterName(validating: "Éowyn").pathValue == "éowyn")
    }
}
