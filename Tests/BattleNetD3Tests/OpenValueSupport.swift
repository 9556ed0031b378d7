import BattleNetCore
import BattleNetFixtures
import Foundation
import Testing

/// Checks that an open value decodes an unknown raw value and that a known one equals its constant.
func checkOpenValue<T: OpenStringValue>(_ type: T.Type, known: String, constant: T) throws {
    let unknown = try decodeInline([T].self, #"["some-future-value"]"#)
    #expect(unknown.first?.rawValue == "some-future-value")
    let decoded = try decodeInline([T].self, "[\"\(known)\"]")
    #expect(decoded.first == constant)
    let encoded = String(decoding: try JSONEncoder().encode([constant]), as: UTF8.self)
    #expect(encoded == "[\"\(known)\"]")
}
