import BattleNetCore
import Foundation
import Testing

/// A small model with every kind of field, decoded both ways in these tests.
private struct Sample: Codable, Hashable, JSONReadable {
    var name: String
    var count: Int
    var ratio: Double?
    var tags: [String]?
    var child: Child?

    struct Child: Codable, Hashable, JSONReadable {
        var values: [Int]
        enum CodingKeys: String, CodingKey, CaseIterable { case values }
        static let keys = JSONKeyTable<CodingKeys>()
        init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
            var values: [Int]?
            var object = try reader.beginObject()
            while let key = try reader.nextKey(in: &object, of: Self.keys) { values = try reader.read([Int].self, for: key) }
            self.values = try reader.required(values, CodingKeys.values)
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case name, count, ratio, tags, child }
    static let keys = JSONKeyTable<CodingKeys>()

    init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var name: String?, count: Int?, ratio: Double?, tags: [String]?, child: Child?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.keys) {
            switch key {
            case .name: name = try reader.read(String.self, for: key)
            case .count: count = try reader.read(Int.self, for: key)
            case .ratio: ratio = try reader.read(Double?.self, for: key)
            case .tags: tags = try reader.read([String]?.self, for: key)
            case .child: child = try reader.read(Child?.self, for: key)
            }
        }
        self.name = try reader.required(name, CodingKeys.name)
        self.count = try reader.required(count, CodingKeys.count)
        self.ratio = ratio
        self.tags = tags
        self.child = child
    }
}

/// A string model for ``ResponseDecoding``'s error mapping.
struct ReaderTestModel: Codable, JSONReadable {
    let name: String
    init(reading reader: inout JSONReader) throws(JSONReader.Failure) { name = try reader.readString() }
}

@Suite("JSONReader", .timeLimit(.minutes(2)))
struct JSONReaderTests {
    func read<T: JSONReadable>(_ type: T.Type, _ text: String) throws(JSONReader.Failure) -> T {
        try JSONReader.decode(T.self, from: Data(text.utf8))
    }

    func failure<T: JSONReadable>(_ type: T.Type, _ bytes: [UInt8]) -> JSONReader.Failure? {
        do {
            _ = try JSONReader.decode(T.self, from: Data(bytes))
            return nil
        } catch {
            return error
        }
    }

    func failure<T: JSONReadable>(_ type: T.Type, _ text: String) -> JSONReader.Failure? { failure(T.self, Array(text.utf8)) }

    @Test func everyEscapeDecodes() throws {
        #expect(try read(String.self, #""\"\\\/\b\f\n\r\t""#) == "\"\\/\u{08}\u{0C}\n\r\t")
        #expect(try read(String.self, #""\u0041\u00e9\u20AC""#) == "Aé€")
        #expect(try read(String.self, #""a\u0000b""#) == "a\u{0}b")
        #expect(try read(String.self, "\"plain ascii\"") == "plain ascii")
        #expect(try read(String.self, "\"caf\u{e9} \u{1F600}\"") == "café 😀", "raw UTF-8 passes unchanged")
    }

    @Test func surrogatePairsJoinAndLoneSurrogatesAreRejected() throws {
        #expect(try read(String.self, #""\ud83d\ude00""#) == "😀")
        #expect(try read(String.self, #""x\uD834\uDD1Ey""#) == "x𝄞y")
        #expect(failure(String.self, #""\ud800""#)?.reason == .loneSurrogate)
        #expect(failure(String.self, #""\udc00\ud800""#)?.reason == .loneSurrogate)
        #expect(failure(String.self, #""\ud800\u0041""#)?.reason == .loneSurrogate)
        // JSONDecoder rejects them too.
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(String.self, from: Data(#""\ud800""#.utf8)) }
    }

    @Test func badEscapesAndRawControlCharactersAreRejected() {
        #expect(failure(String.self, #""\x""#)?.isSyntaxError == true)
        #expect(failure(String.self, #""\u12G4""#)?.isSyntaxError == true)
        #expect(failure(String.self, "\"a\u{1}b\"")?.isSyntaxError == true)
        #expect(failure(String.self, "\"a\nb\"")?.isSyntaxError == true)
        #expect(failure(String.self, "\"unterminated")?.reason == .unexpectedEnd)
    }

    @Test func numbersFollowTheGrammar() throws {
        #expect(try read(Double.self, "1.5e3") == 1500)
        #expect(try read(Double.self, "-2.5E-2") == -0.025)
        #expect(try read(Double.self, "-0.0").sign == .minus, "negative zero keeps its sign")
        #expect(try read(Double.self, "-0") == 0)
        #expect(try read(Int.self, "-0") == 0)
        #expect(try read(Double.self, "1.8446744073709548E19") == 1.8446744073709548E19)
        #expect(try read(Int.self, "1e3") == 1000, "an integral exponent form is an Int, as in JSONDecoder")
        #expect(try read(Int.self, "10.0") == 10)
        #expect(try read(Int64.self, "-9223372036854775808") == Int64.min)
        #expect(try read(Int64.self, "9007199254740993.0") == 9_007_199_254_740_993, "exact, not through Double")
        #expect(try read(UInt64.self, "18446744073709551615") == UInt64.max)
        for text in ["01", "+1", ".5", "1.", "1e", "-", "--1", "1e+", "0x10", "Infinity", "NaN"] {
            #expect(failure(Double.self, text) != nil, "\(text) is not a JSON number")
        }
        #expect(failure(Double.self, "1e400")?.reason == .numberOutOfRange(expected: "Double", text: "1e400"))
        #expect(failure(Int.self, "1.5")?.reason == .numberOutOfRange(expected: "Int", text: "1.5"))
        #expect(failure(Int.self, "9223372036854775808")?.reason == .numberOutOfRange(expected: "Int", text: "9223372036854775808"))
    }

    @Test func largeNumbersReadAsTheirCodableFormDoes() throws {
        for text in ["1.8446744073709548E19", "-9223372036854776000", "1.15432E7", "18446744073709551615", "12", "-3.25", "\"1579759200\"", "1e2"] {
            let codable = try JSONDecoder().decode(LargeNumber.self, from: Data(text.utf8))
            #expect(try read(LargeNumber.self, text) == codable, "\(text)")
        }
        #expect(try read(LargeNumber.self, "1.8446744073709548E19") == .unsigned(18_446_744_073_709_548_000))
        #expect(try read(LargeNumber.self, "-9223372036854776000") == .double(-9.223372036854776E18))
        #expect(try read(EpochMilliseconds.self, "null").rawValue == nil)
    }

    @Test func nestingDeeperThanTheLimitFails() throws {
        let limit = JSONReader.maximumDepth
        let fits = "{\"name\":\"a\",\"count\":1,\"x\":" + String(repeating: "[", count: limit - 1) + String(repeating: "]", count: limit - 1) + "}"
        #expect(try read(Sample.self, fits).count == 1)
        let deep = "{\"name\":\"a\",\"count\":1,\"x\":" + String(repeating: "[", count: limit) + String(repeating: "]", count: limit) + "}"
        #expect(failure(Sample.self, deep)?.reason == .nestingTooDeep(limit: 512))
        let deeper = "{\"x\":" + String(repeating: "[", count: 100_000)
        #expect(failure(Sample.self, deeper)?.reason == .nestingTooDeep(limit: 512), "no stack overflow on a deep skipped value")
    }

    @Test func invalidUTF8IsRejectedEverywhere() {
        let cases: [[UInt8]] = [[0xC3, 0x28], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]]
        for bad in cases {
            #expect(failure(String.self, [0x22] + bad + [0x22])?.reason == .invalidUTF8, "\(bad) in a value")
            let skipped = Array(#"{"name":"a","count":1,"unknown":""#.utf8) + bad + Array(#""}"#.utf8)
            #expect(failure(Sample.self, skipped)?.reason == .invalidUTF8, "\(bad) in a skipped value")
        }
    }

    @Test func trailingGarbageAndEmptyBodiesFail() {
        #expect(failure(Int.self, "1 x")?.reason == .trailingData)
        #expect(failure(Sample.self, #"{"name":"a","count":1}}"#)?.reason == .trailingData)
        #expect(failure(Int.self, "1\u{0C}")?.reason == .trailingData, "form feed is not JSON whitespace")
        #expect(failure(Int.self, "")?.reason == .emptyBody)
        #expect(failure(Int.self, " \n\t\r ")?.reason == .emptyBody)
        #expect(failure(Sample.self, #"{"name":"a","count":1,}"#)?.isSyntaxError == true, "no trailing comma")
        #expect(failure([Int].self, "[1,]")?.isSyntaxError == true)
        #expect(failure([Int].self, "[1 2]")?.isSyntaxError == true)
    }

    @Test func aByteOrderMarkIsSkippedAsJSONDecoderSkipsIt() throws {
        let body = Data([0xEF, 0xBB, 0xBF] + Array(#"{"name":"a","count":2}"#.utf8))
        #expect(try JSONReader.decode(Sample.self, from: body).count == 2)
        #expect(try JSONDecoder().decode(Sample.self, from: body).count == 2)
    }

    @Test func repeatedKeysKeepTheFirstValueAsJSONDecoderDoes() throws {
        let body = Data(#"{"name":"first","count":1,"name":"second","count":"not even a number"}"#.utf8)
        let codable = try JSONDecoder().decode(Sample.self, from: body)
        #expect(codable.name == "first")
        #expect(try JSONReader.decode(Sample.self, from: body) == codable)
    }

    @Test func optionalsAbsentOrNullAndUnknownKeysMatchJSONDecoder() throws {
        let bodies = [
            #"{"name":"a","count":1}"#,
            #"{"name":"a","count":1,"ratio":null,"tags":null,"child":null}"#,
            #"{"extra":{"deep":[1,2,{"x":"y"}]},"name":"a","count":1,"ratio":0.5,"tags":["x","\u00e9"],"child":{"values":[]}}"#,
            " { \"name\" : \"a\" , \"count\" : 1 , \"child\" : { \"values\" : [ 1 , 2 ] } } ",
        ]
        for text in bodies {
            let body = Data(text.utf8)
            #expect(try JSONReader.decode(Sample.self, from: body) == JSONDecoder().decode(Sample.self, from: body), "\(text)")
        }
    }

    @Test func failuresCarryTheDeepPathAndWhatWasExpected() throws {
        let wrong = failure([Sample].self, #"[{"name":"a","count":1},{"name":"b","count":2,"child":{"values":[1,2,"3"]}}]"#)
        #expect(wrong?.pathDescription == "[1].child.values[2]")
        #expect(wrong?.reason == .typeMismatch(expected: "Int", found: "a string"))
        #expect(wrong?.message == "expected Int but found a string")
        let missing = failure([Sample].self, #"[{"name":"a","count":1,"child":{}}]"#)
        #expect(missing?.pathDescription == "[0].child.values")
        #expect(missing?.reason == .keyNotFound("values"))
        let null = failure(Sample.self, #"{"name":null,"count":1}"#)
        #expect(null?.pathDescription == "name")
        #expect(null?.reason == .valueNotFound(expected: "String"))
        #expect(failure(Sample.self, "[]")?.pathDescription == "(root)")
    }

    @Test func responseDecodingMapsFailuresToDecodingErrors() throws {
        for body in ["", " \r\n"] {
            let error = #expect(throws: BattleNetError.self) { try ResponseDecoding.decode(ReaderTestModel.self, from: Data(body.utf8), operation: "op") }
            #expect(error?.kind == .emptyBody)
            #expect(error?.message == "the body is empty, so there is no ReaderTestModel to decode")
            #expect(error?.modelType == "ReaderTestModel")
            #expect(error?.body == Data(body.utf8))
        }
        #expect(try ResponseDecoding.decode(Data.self, from: Data(), operation: "op").isEmpty, "a raw body stays as it came")
        for (body, message) in [("<html>", "the body is HTML or XML, not JSON (a gateway error page?)"), ("5", "expected String but found a number")] {
            do {
                _ = try ResponseDecoding.decode(ReaderTestModel.self, from: Data(body.utf8), operation: "op")
                Issue.record("\(body) decoded")
            } catch {
                #expect(error.kind == .decoding)
                #expect(error.message == message)
                #expect(error.codingPath == "(root)")
                #expect(error.modelType == "ReaderTestModel")
                #expect(error.operation == "op")
                #expect(error.body == Data(body.utf8))
            }
        }
    }

    @Test func localizedStringsAndLinksReadAsTheirCodableForms() throws {
        for text in [#""Brown Horse""#, #"{"en_US":"Horse","de_DE":"Pferd","fr_FR":null}"#, #"{"en_US":"A","en_US":null,"de_DE":null,"de_DE":"B"}"#] {
            #expect(try read(LocalizedString.self, text) == JSONDecoder().decode(LocalizedString.self, from: Data(text.utf8)))
        }
        let link = #"{"key":{"href":"https://us.api.blizzard.com/data/wow/mount/6?namespace=static-us"},"id":6,"name":"Brown Horse"}"#
        let reference = try read(BattleNetReference<Int>.self, link)
        #expect(reference == (try JSONDecoder().decode(BattleNetReference<Int>.self, from: Data(link.utf8))))
        #expect(reference.pathAndQuery == "/data/wow/mount/6?namespace=static-us")
        #expect(failure(BattleNetLink<Int>.self, #"{"href":""}"#)?.pathDescription == "href")
        #expect(failure(BattleNetLink<Int>.self, #"{}"#)?.reason == .keyNotFound("href"))
    }

    @Test func mappedBodiesDecodeLikeTheirBytes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("jsonreader-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let text = "[" + (0..<300_000).map(String.init).joined(separator: ",") + "]"
        try Data(text.utf8).write(to: url)
        let body = try #require(MappedBody(path: url.path))
        #expect(body.data.count == text.utf8.count)
        let values = try ResponseDecoding.decode([Int].self, from: body)
        #expect(values.count == 300_000)
        #expect(values.last == 299_999)
        #expect(body.data.prefix(4) == Data("[0,1".utf8), "released pages read back from the file")
        #expect(MappedBody(path: url.path + ".absent") == nil)
        #expect(MappedBody(path: FileManager.default.temporaryDirectory.path) == nil, "a directory is not a body")
    }
}
