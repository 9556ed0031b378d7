@testable import BattleNetCore
import Foundation
import Testing

/// The fast path (`JSONReader`) reads numbers as `JSONDecoder` does: the same value, or both refuse.
/// The differences allowed are the two edges documented on ``JSONReader``, listed here text by text:
/// where `JSONDecoder` rounds a number that is not exactly an integer into an integer type, the fast
/// path refuses it; where `JSONDecoder` refuses an exact value because its nearest `Double` falls
/// outside the type (or is a zero with a positive exponent), the fast path reads it exactly.
@Suite("Numbers: the fast path agrees with JSONDecoder", .timeLimit(.minutes(2)))
struct NumberAgreementTests {
    /// Numbers in every form: plain, fractions, exponents, zeros, the edges of each type, underflow
    /// and overflow (the fuzzing findings of 2026-11-26 among them).
    static let texts: [String] = [
        "0", "-0", "1", "-1", "42", "1.0", "1.000", "-0.0", "1e2", "1E+2", "10E-1", "100e-2", "0.5e1", "0e-5", "0.0e5",
        "0E0", "-0e1", "0.0e-999", "1.5", "1e-5", "1e18", "1e19", "1e400", "-1e400", "4.9e-324", "3e-324",
        "9007199254740993", "9007199254740993.0", "9007199254740993e0", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809", "18446744073709551615", "18446744073709551616",
        "9223372036854775807.0", "9223372036854775808.0", "18446744073709551615.0", "0e5", "1e-0", "-0.5e1",
        "-9223372036854775808.0000",
        "12345678901234567890123e-4", "123456789012345678901234567890e-20", "1.8446744073709548e+19",
        "3.7457259812183965", "1484620658452.0", "1e-400", "-1e-400", "1498048E-7000", "2e-324",
        "1.0000000000000000001", "0.99999999999999999999",
        "0." + String(repeating: "0", count: 2_000) + "1",
        "1" + String(repeating: "0", count: 2_000) + "e-2000",
    ]

    /// Texts where `JSONDecoder` rounds a non-integer into an integer type and the fast path refuses.
    static let roundedIntoIntegersByJSONDecoder: Set<String> = [
        "1e-400", "-1e-400", "1498048E-7000", "2e-324", "1.0000000000000000001", "0.99999999999999999999",
        "0." + String(repeating: "0", count: 2_000) + "1",
    ]

    /// Texts `JSONDecoder` refuses and the fast path reads exactly, with the types concerned.
    static let refusedByJSONDecoder: [String: Set<String>] = [
        "9223372036854775807.0": ["Int64", "Int"], "-9223372036854775808.0000": ["Int64", "Int"],
        "18446744073709551615.0": ["UInt64"], "0e5": ["Double"],
    ]

    enum Outcome: Equatable, CustomStringConvertible {
        case value(String)
        case outOfRange
        case otherFailure(String)

        var description: String {
            switch self {
            case .value(let text): text
            case .outOfRange: "out of range"
            case .otherFailure(let text): "failure: \(text)"
            }
        }
    }

    static func fast<T: JSONReadable>(_ text: String, _ type: T.Type) -> Outcome {
        do throws(JSONReader.Failure) {
            return .value(String(reflecting: try JSONReader.decode([T].self, from: Data("[\(text)]".utf8))))
        } catch {
            if case .numberOutOfRange = error.reason { return .outOfRange }
            return .otherFailure(error.message)
        }
    }

    static func codable<T: Decodable>(_ text: String, _ type: T.Type) -> Outcome {
        do {
            return .value(String(reflecting: try JSONDecoder().decode([T].self, from: Data("[\(text)]".utf8))))
        } catch {
            return .outOfRange
        }
    }

    static func check<T: JSONReadable & Decodable>(_ type: T.Type, integer: Bool) {
        for text in texts {
            let fast = fast(text, T.self)
            let codable = codable(text, T.self)
            let label = "\(T.self) from \(text.prefix(40))"
            if case .otherFailure = fast { Issue.record("\(label): \(fast)") }
            if fast == codable { continue }
            let rounded = integer && fast == .outOfRange && roundedIntoIntegersByJSONDecoder.contains(text)
            let refused = codable == .outOfRange && refusedByJSONDecoder[text]?.contains("\(T.self)") == true
            let allowed = rounded || refused
            #expect(allowed, "\(label): fast path \(fast), JSONDecoder \(codable)")
        }
    }

    @Test func int64() { Self.check(Int64.self, integer: true) }
    @Test func int() { Self.check(Int.self, integer: true) }
    @Test func uint64() { Self.check(UInt64.self, integer: true) }
    @Test func double() { Self.check(Double.self, integer: false) }

    @Test func underflowIsRefusedAsJSONDecoderRefusesIt() {
        for text in ["1e-400", "-1e-400", "2e-324", "0." + String(repeating: "0", count: 2_000) + "1"] {
            #expect(Self.fast(text, Double.self) == .outOfRange, "\(text.prefix(20))")
            #expect(Self.fast(text, LargeNumber.self) == .outOfRange, "\(text.prefix(20))")
            #expect(Self.codable(text, Double.self) == .outOfRange)
        }
        // A zero written with any exponent is still zero.
        #expect(Self.fast("0.0e-999", Double.self) == .value("[0.0]"))
        #expect(Self.fast("0e5", LargeNumber.self) == Self.codable("0e5", LargeNumber.self))
    }

    @Test func longNumbersGiveShortMessages() throws {
        let zeros = "0." + String(repeating: "0", count: 200_000) + "1"
        let error = #expect(throws: JSONReader.Failure.self) {
            try JSONReader.decode([Int].self, from: Data("[\(zeros)]".utf8))
        }
        let message = try #require(error?.message)
        #expect(message.count < 160, "the message echoes the number: \(message.count) characters")
        // The number's first 24 and last 8 characters, and how many of its 200,003 lie between.
        #expect(message == "expected Int but found 0.0000000000000000000000…(199971 more digits)…00000001, which is not one")
        let overflow = String(repeating: "9", count: 100_000) + ".0"
        let big = #expect(throws: JSONReader.Failure.self) { try JSONReader.decode([Int64].self, from: Data("[\(overflow)]".utf8)) }
        #expect((big?.message.count ?? .max) < 160)
    }

    @Test func integersWithManyZerosReadExactly() throws {
        let value = "1" + String(repeating: "0", count: 100_000) + "e-100000"
        #expect(try JSONReader.decode([Int].self, from: Data("[\(value)]".utf8)) == [1])
        let fraction = "12." + String(repeating: "0", count: 100_000)
        #expect(try JSONReader.decode([Int].self, from: Data("[\(fraction)]".utf8)) == [12])
        #expect(try JSONReader.decode([UInt64].self, from: Data("[0.5e1, 10E-1, 1.000, 100e-2]".utf8)) == [5, 1, 1, 1])
    }
}

/// The fuzzer's findings where `JSONDecoder` accepts what the RFC refuses (minimized inputs): the
/// reader refuses each as "not valid JSON", as `JSONReader`'s documentation says, and `JSONDecoder`
/// still accepts it (should it stop, the documented list is out of date).
@Suite("Where the reader is stricter than JSONDecoder", .timeLimit(.minutes(2)))
struct StrictnessTests {
    struct Name: Codable, JSONReadable, Equatable {
        let name: String
        init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
            var name: String?
            var object = try reader.beginObject()
            while let key = try reader.nextKey(in: &object, of: Self.keys) {
                switch key { case .name: name = try reader.read(String.self, for: key) }
            }
            self.name = try reader.required(name, CodingKeys.name)
        }
        enum CodingKeys: String, CodingKey { case name }
        static let keys = JSONKeyTable<CodingKeys>([.name])
    }

    static let inputs: [(String, [UInt8])] = [
        ("a trailing comma", Array(#"{"name":"a","x":[1,],}"#.utf8)),
        ("a control character in a string", Array("{\"name\":\"a\",\"x\":\"\n\"}".utf8)),
        ("a leading zero", Array(#"{"name":"a","x":01}"#.utf8)),
        ("a number ending at its point", Array(#"{"name":"a","x":1.}"#.utf8)),
        ("a number ending at its exponent", Array(#"{"name":"a","x":1e-}"#.utf8)),
        ("invalid UTF-8 in a value not read", Array(#"{"name":"a","x":""#.utf8) + [0xFF] + Array(#""}"#.utf8)),
        ("a bad escape in a value not read", Array(#"{"name":"a","x":"\x"}"#.utf8)),
        ("invalid UTF-8 in a repeated key's later value", Array(#"{"name":"a","name":""#.utf8) + [0xFF] + Array(#""}"#.utf8)),
    ]

    @Test(arguments: inputs)
    func refusedByTheReaderAcceptedByJSONDecoder(reason: String, bytes: [UInt8]) throws {
        let data = Data(bytes)
        let error = #expect(throws: JSONReader.Failure.self, "\(reason)") { try JSONReader.decode(Name.self, from: data) }
        #expect(error?.message.contains("the body is not valid JSON") == true, "\(reason): \(error?.message ?? "")")
        #expect(try JSONDecoder().decode(Name.self, from: data).name == "a", "\(reason)")
    }

    /// Found by `.ci/fuzz` (json entry): `{"a":1,"a":1e-4002e-4002}`. `JSONDecoder` never decodes a
    /// repeated key's later value; the reader decoded it (and refused a number out of range) where
    /// it must only check its form.
    @Test func aRepeatedKeysLaterValueIsCheckedNotDecoded() throws {
        let data = Data(#"{"a":1,"a":1e-400}"#.utf8)
        #expect(try JSONReader.decode([String: Double].self, from: data) == ["a": 1])
        #expect(try JSONDecoder().decode([String: Double].self, from: data) == ["a": 1])
        let wrongType = Data(#"{"a":1,"a":"text"}"#.utf8)
        #expect(try JSONReader.decode([String: Double].self, from: wrongType) == ["a": 1])
        #expect(try JSONDecoder().decode([String: Double].self, from: wrongType) == ["a": 1])
    }

    @Test func aUTF16BodyIsRefusedByTheReader() throws {
        let data = try #require(#"{"name":"a"}"#.data(using: .utf16BigEndian))
        #expect(throws: JSONReader.Failure.self) { try JSONReader.decode(Name.self, from: data) }
        #expect(try JSONDecoder().decode(Name.self, from: data).name == "a")
    }
}
