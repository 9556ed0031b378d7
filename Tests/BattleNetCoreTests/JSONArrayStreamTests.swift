@testable import BattleNetCore
import Foundation
import Testing

/// One element of the streamed arrays in these tests (internal: errors name it).
struct StreamedRow: Hashable, Sendable, JSONReadable {
    var name: String
    var count: Int
    var tags: [String]?

    enum Keys: String, CodingKey, CaseIterable, Sendable { case name, count, tags }
    static let keys = JSONKeyTable<Keys>()

    init(name: String, count: Int, tags: [String]? = nil) {
        self.name = name
        self.count = count
        self.tags = tags
    }

    init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var name: String?, count: Int?, tags: [String]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.keys) {
            switch key {
            case .name: name = try reader.read(String.self, for: key)
            case .count: count = try reader.read(Int.self, for: key)
            case .tags: tags = try reader.read([String]?.self, for: key)
            }
        }
        self.init(name: try reader.required(name, Keys.name), count: try reader.required(count, Keys.count), tags: tags)
    }
}

/// The whole-body model the stream is compared with: an object whose `rows` array is required and
/// whose other keys are checked and skipped.
struct StreamedRows: Hashable, Sendable, JSONReadable {
    var rows: [StreamedRow]
    enum Keys: String, CodingKey, CaseIterable, Sendable { case rows }
    static let keys = JSONKeyTable<Keys>()

    init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var rows: [StreamedRow]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.keys) { rows = try reader.read([StreamedRow].self, for: key) }
        self.rows = try reader.required(rows, Keys.rows)
    }
}

/// Chunks handed out one by one, counting how many were pulled.
private final class PullCounter: @unchecked Sendable {
    // Guarded by `lock`: the iterator and the test read it from different tasks.
    private let lock = NSLock()
    private var value = 0
    var pulled: Int { lock.withLock { value } }
    func increment() { lock.withLock { value += 1 } }
}

private struct CountedChunks: AsyncSequence, Sendable {
    typealias Element = Data
    let chunks: [Data]
    let counter: PullCounter

    struct Iterator: AsyncIteratorProtocol {
        var remaining: ArraySlice<Data>
        let counter: PullCounter
        mutating func next() async throws -> Data? {
            guard let first = remaining.first else { return nil }
            remaining = remaining.dropFirst()
            counter.increment()
            return first
        }
    }

    func makeAsyncIterator() -> Iterator { Iterator(remaining: chunks[...], counter: counter) }
}

@Suite("JSON array streaming", .timeLimit(.minutes(2)))
struct JSONArrayStreamTests {
    static let chunkSizes = [1, 2, 7, 64, 4096, Int.max]

    /// `body` cut into chunks of `size` bytes.
    static func chunks(_ body: Data, _ size: Int) -> [Data] {
        guard size < body.count else { return [body] }
        return stride(from: 0, to: body.count, by: size).map { body.subdata(in: $0..<min($0 + size, body.count)) }
    }

    /// The elements the stream gives for `body` in chunks of `size`, or its failure.
    static func streamed(_ body: Data, _ size: Int) -> Result<[StreamedRow], JSONReader.Failure> {
        var decoder = JSONArrayStreamDecoder<StreamedRow>(arrayKey: "rows")
        var rows: [StreamedRow] = []
        do throws(JSONReader.Failure) {
            for chunk in chunks(body, size) { try decoder.consume(chunk, into: &rows) }
            _ = try decoder.finish(decoding: StreamedRows.self)
            return .success(rows)
        } catch {
            return .failure(error)
        }
    }

    static func whole(_ body: Data) -> Result<[StreamedRow], JSONReader.Failure> {
        do throws(JSONReader.Failure) {
            return .success(try JSONReader.decode(StreamedRows.self, from: body).rows)
        } catch {
            return .failure(error)
        }
    }

    /// Streams `text` at every chunk size and expects what the whole-body path gives: the same rows,
    /// or the same failure (reason, offset and path).
    @discardableResult
    static func expectSameAsWhole(_ body: Data, _ label: String) -> Result<[StreamedRow], JSONReader.Failure> {
        let whole = whole(body)
        for size in chunkSizes {
            let streamed = streamed(body, size)
            #expect(streamed == whole, "\(label) in chunks of \(size)")
        }
        return whole
    }

    static let rows = #"{"name":"a","count":1},{"name":"b","count":2,"tags":["x","y"]},{"name":"c","count":3}"#
    static let expected = [StreamedRow(name: "a", count: 1), StreamedRow(name: "b", count: 2, tags: ["x", "y"]), StreamedRow(name: "c", count: 3)]

    @Test("the array is found first, last or in the middle of the top-level object", arguments: [
        #"{"rows":[ROWS],"other":{"a":[1,2]},"z":"q"}"#,
        #"{"other":{"a":[1,2]},"z":"q","rows":[ROWS]}"#,
        #"{"other":1,"rows":[ROWS],"z":[{"rows":[5]}]}"#,
        "\n{ \"rows\" :\n [ ROWS ]\t}\r\n",
    ])
    func keyOrder(template: String) throws {
        let body = Data(template.replacingOccurrences(of: "ROWS", with: Self.rows).utf8)
        #expect(try Self.expectSameAsWhole(body, template).get() == Self.expected)
    }

    @Test("a deeper key of the same name, the name inside a string, or an escaped key", arguments: [
        #"{"meta":{"rows":[{"name":"no","count":9}]},"rows":[ROWS]}"#,
        #"{"note":"\"rows\":[{\"name\":\"no\",\"count\":9}]","rows":[ROWS]}"#,
        #"{"rows\u0020":[{"name":"no","count":9}],"r\u006fws":[ROWS]}"#,
        #"{"list":[{"rows":[1]},"rows",["rows"]],"rows":[ROWS],"rows":[{"name":"second","count":0}]}"#,
    ])
    func onlyTheTopLevelKey(template: String) throws {
        let body = Data(template.replacingOccurrences(of: "ROWS", with: Self.rows).utf8)
        #expect(try Self.expectSameAsWhole(body, template).get() == Self.expected)
    }

    @Test func escapesAndMultiByteUTF8SplitAcrossChunks() throws {
        let body = Data(#"""
        {"rows":[{"name":"q\"uo\\te\/\b\f\n\r\t","count":-1},{"name":"\u00e9\uD83D\uDE00 é😀 中","count":0,"tags":["]","}",",","[{"]}]}
        """#.utf8)
        let rows = try Self.expectSameAsWhole(body, "escapes").get()
        #expect(rows.map(\.name) == ["q\"uo\\te/\u{08}\u{0C}\n\r\t", "é😀 é😀 中"])
        #expect(rows[1].tags == ["]", "}", ",", "[{"])
        #expect(try Self.expectSameAsWhole(Data([0xEF, 0xBB, 0xBF]) + Data(#"{"rows":[]}"#.utf8), "byte order mark").get() == [])
    }

    @Test("wrong-typed and missing values fail with the whole-body path's path", arguments: [
        (#"{"rows":[ROWS,{"name":"d","count":"4"}]}"#, "rows[3].count"),
        (#"{"rows":[ROWS,{"name":"d"}]}"#, "rows[3].count"),
        (#"{"rows":[ROWS,{"name":"d","count":4,"tags":[1]}]}"#, "rows[3].tags[0]"),
        (#"{"rows":[ROWS,null]}"#, "rows[3]"),
        (#"{"rows":null}"#, "rows"),
        (#"{"rows":{"name":"a"}}"#, "rows"),
        (#"{"other":[]}"#, "rows"),
        (#"[ROWS]"#, "(root)"),
    ])
    func wrongTypes(template: String, path: String) {
        let body = Data(template.replacingOccurrences(of: "ROWS", with: Self.rows).utf8)
        let result = Self.expectSameAsWhole(body, template)
        guard case .failure(let failure) = result else {
            Issue.record("\(template) decoded")
            return
        }
        #expect(failure.pathDescription == path)
        #expect(!failure.isSyntaxError)
    }

    @Test("invalid documents are rejected as the whole-body path rejects them", arguments: [
        #"{"rows":[ROWS]} x"#, #"{"rows":[ROWS]}}"#, #"{"rows":[ROWS,]}"#, #"{"rows":[,ROWS]}"#, #"{"rows":[ROWS,,{"name":"d","count":4}]}"#,
        #"{"rows":[{"name":"a","count":1} {"name":"b","count":2}]}"#, #"{"rows":[{"name":"a","count":1}}"#,
        #"{"rows":[{"name":"a","count":1]}"#, #"{"rows":[ROWS"#, #"{"rows":[ROWS,"#, #"{"rows":[{"name":"a","cou"#,
        #"{"rows":["#, #"{"rows":"#, #"{"rows""#, #"{"rows":[ROWS],"#, #"{"rows":[ROWS],"x":tru}"#, #"{"rows":[ROWS],"x":1,}"#,
        #"{"x":01,"rows":[ROWS]}"#, #"{"rows" [ROWS]}"#, #"{"rows"::[ROWS]}"#, "", "  \n", "<html>", #"{"rows":[ROWS]}"# + "\u{0}",
        #"{"rows":[{"name":"a\u12","count":1}]}"#, #"{"rows":[{"name":"\uD800","count":1}]}"#,
    ])
    func invalidDocuments(template: String) {
        let body = Data(template.replacingOccurrences(of: "ROWS", with: Self.rows).utf8)
        if case .success = Self.expectSameAsWhole(body, template) { Issue.record("\(template) decoded") }
    }

    @Test func invalidUTF8AndDeepNestingAreRejected() {
        let element = Data(#"{"rows":[{"name":"a","count":1},{"name":""#.utf8) + Data([0xC3, 0x28]) + Data(#"","count":2}]}"#.utf8)
        let outside = Data(#"{"x":""#.utf8) + Data([0xED, 0xA0, 0x80]) + Data(#"","rows":[]}"#.utf8)
        let partialBOM = Data([0xEF, 0xBB]) + Data(#"{"rows":[]}"#.utf8)
        let deepInside = Data((#"{"rows":[{"name":"a","count":1,"x":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}]}").utf8)
        let deepOutside = Data((#"{"rows":[ROWS],"x":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}")
            .replacingOccurrences(of: "ROWS", with: Self.rows).utf8)
        let justDeepEnough = Data((#"{"rows":[{"name":"a","count":1,"x":"# + String(repeating: "[", count: 509) + String(repeating: "]", count: 509) + "}]}").utf8)
        for (body, label) in [(element, "element"), (outside, "outside"), (partialBOM, "partial BOM"), (deepInside, "deep inside"), (deepOutside, "deep outside")] {
            guard case .failure(let failure) = Self.expectSameAsWhole(body, label) else {
                Issue.record("\(label) decoded")
                continue
            }
            #expect(failure.isSyntaxError, "\(label): \(failure)")
        }
        if case .failure(let failure) = Self.expectSameAsWhole(deepInside, "deep") {
            #expect(failure.reason == .nestingTooDeep(limit: 512))
            #expect(failure.pathDescription == "rows[0]", "an unknown key's value is skipped, so not named")
        }
        if case .failure(let failure) = Self.expectSameAsWhole(element, "element") {
            #expect(failure.reason == .invalidUTF8)
            #expect(failure.pathDescription == "rows[1].name")
        }
        #expect((try? Self.expectSameAsWhole(justDeepEnough, "509 deep").get())?.count == 1)
    }

    @Test func failureOffsetsAreOffsetsInTheWholeBody() throws {
        let body = Data(#"{"rows":[{"name":"a","count":1}, {"name":"b","count":true}],"x":1}"#.utf8)
        let failure = try #require(Self.streamed(body, 5).failure)
        #expect(failure.offset == body.firstRange(of: Data("true".utf8))?.lowerBound)
        let outside = Data(#"{"rows":[{"name":"a","count":1}],"x":nul}"#.utf8)
        let late = try #require(Self.streamed(outside, 3).failure)
        #expect(late.offset == outside.firstRange(of: Data("nul".utf8))?.lowerBound)
    }

    @Test func aFailureIsFinal() {
        var decoder = JSONArrayStreamDecoder<StreamedRow>(arrayKey: "rows")
        #expect(throws: JSONReader.Failure.self) { _ = try decoder.consume(Data(#"{"rows":[1,"#.utf8)) }
        #expect(throws: JSONReader.Failure.self) { _ = try decoder.consume(Data("]}".utf8)) }
        #expect(throws: JSONReader.Failure.self) { try decoder.finish() }
    }

    @Test func theDocumentAroundTheArrayDecodesIntoItsModel() throws {
        var decoder = JSONArrayStreamDecoder<StreamedRow>(arrayKey: "rows")
        let body = Data(#"{"rows":[ROWS],"extra":true}"#.replacingOccurrences(of: "ROWS", with: Self.rows).utf8)
        var rows: [StreamedRow] = []
        for chunk in Self.chunks(body, 10) { try decoder.consume(chunk, into: &rows) }
        let document = try decoder.finish(decoding: StreamedRows.self)
        #expect(document.rows.isEmpty, "the streamed elements are not kept")
        #expect(rows == Self.expected)
        #expect(decoder.elementCount == 3)
    }

    @Test func retainedBytesStayWithinTheLargestElementAndTheSkeleton() throws {
        let big = StreamedRow(name: String(repeating: "x", count: 3000), count: 7)
        var elements: [String] = []
        for index in 0..<200 { elements.append(index % 50 == 0 ? #"{"name":"\#(big.name)","count":7}"# : #"{"name":"r\#(index)","count":\#(index)}"#) }
        let body = Data((#"{"head":{"a":1},"rows":["# + elements.joined(separator: ",") + #"],"tail":[1,2]}"#).utf8)
        let skeleton = #"{"head":{"a":1},"rows":[],"tail":[1,2]}"#.utf8.count
        let largest = elements.map(\.utf8.count).max() ?? 0
        for size in [1, 7, 64, 1000, 4096, 65536] {
            var decoder = JSONArrayStreamDecoder<StreamedRow>(arrayKey: "rows")
            var count = 0
            for chunk in Self.chunks(body, size) { count += try decoder.consume(chunk).count }
            try decoder.finish()
            #expect(count == 200)
            #expect(decoder.peakRetainedByteCount <= largest + 1 + skeleton, "chunks of \(size): \(decoder.peakRetainedByteCount)")
            if size < largest { #expect(decoder.peakRetainedByteCount >= largest, "a cut element is held whole") }
            #expect(decoder.retainedByteCount == skeleton)
        }
    }

    // MARK: The async sequence

    @Test func theAsyncSequenceYieldsTheElementsAndPullsChunksOnlyWhenItRunsOut() async throws {
        let body = Data(#"{"rows":[ROWS],"z":0}"#.replacingOccurrences(of: "ROWS", with: Self.rows).utf8)
        let counter = PullCounter()
        let chunks = CountedChunks(chunks: Self.chunks(body, 30), counter: counter)
        var iterator = JSONArrayElements<StreamedRow, CountedChunks>(chunks, arrayKey: "rows").makeAsyncIterator()
        let first = try await iterator.next()
        #expect(first == Self.expected[0])
        #expect(counter.pulled == 2, "the first element ends in the second chunk")
        var rows = [first]
        while let row = try await iterator.next() { rows.append(row) }
        #expect(rows == Self.expected)
        #expect(counter.pulled == chunks.chunks.count)
        #expect(try await iterator.next() == nil)
    }

    @Test func theAsyncSequenceThrowsADecodingErrorWithThePathAndTheElementsBytes() async throws {
        let bad = #"{"name":"d","count":"four"}"#
        let body = Data(#"{"rows":[ROWS,BAD,{"name":"e","count":5}]}"#.replacingOccurrences(of: "ROWS", with: Self.rows)
            .replacingOccurrences(of: "BAD", with: bad).utf8)
        var rows: [StreamedRow] = []
        do {
            let elements = JSONArrayElements<StreamedRow, CountedChunks>(CountedChunks(chunks: Self.chunks(body, 7), counter: PullCounter()),
                                                                 arrayKey: "rows", in: StreamedRows.self, operation: "testRows")
            for try await row in elements { rows.append(row) }
            Issue.record("decoded a string count")
        } catch let error as BattleNetError {
            #expect(error.kind == .decoding)
            #expect(error.codingPath == "rows[3].count")
            #expect(error.operation == "testRows")
            #expect(error.modelType == "StreamedRows")
            #expect(error.message == "expected Int but found a string")
            #expect(error.body == Data((bad + ",").utf8), "the failing element and its delimiter, not the stream")
        }
        #expect(rows == Self.expected, "every element before the faulty one")

        do {
            for try await _ in JSONArrayElements<StreamedRow, CountedChunks>(CountedChunks(chunks: [Data("<html>".utf8)], counter: PullCounter()), arrayKey: "rows") {}
            Issue.record("decoded HTML")
        } catch let error as BattleNetError {
            #expect(error.message == "the body is HTML or XML, not JSON (a gateway error page?)")
            #expect(error.codingPath == "(root)")
            #expect(error.modelType == "[StreamedRow]")
        }
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
