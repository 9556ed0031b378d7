import BattleNetCore
import Foundation
import Testing

@Suite("Lenient links", .timeLimit(.minutes(2)))
struct LenientURLTests {
    struct Card: Codable, Equatable {
        let name: String
        @LenientURL var image: URL?
    }

    @Test("unusable links decode as nil", arguments: [
        #"{"name":"a","image":""}"#, #"{"name":"a","image":null}"#, #"{"name":"a"}"#,
        #"{"name":"a","image":42}"#, #"{"name":"a","image":{"href":"x"}}"#,
    ])
    func unusable(json: String) throws {
        let card = try JSONDecoder().decode(Card.self, from: Data(json.utf8))
        #expect(card.name == "a")
        #expect(card.image == nil)
    }

    @Test func aLinkDecodesAndEncodesAsItsString() throws {
        let json = #"{"name":"a","image":"https://static.starcraft2.com/starport/portraits/2-50.jpg"}"#
        let card = try JSONDecoder().decode(Card.self, from: Data(json.utf8))
        #expect(card.image?.lastPathComponent == "2-50.jpg")
        let again = try JSONDecoder().decode(Card.self, from: JSONEncoder().encode(card))
        #expect(again == card)
        let empty = try JSONDecoder().decode(Card.self, from: JSONEncoder().encode(Card(name: "b", image: nil)))
        #expect(empty.image == nil)
    }

    @Test("the name must still be there: leniency is for the link only")
    func otherFieldsStayStrict() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Card.self, from: Data(#"{"image":""}"#.utf8))
        }
    }
}
