@testable import BattleNetCore
@testable import BattleNetD3
@testable import BattleNetHearthstone
@testable import BattleNetRedis
@testable import BattleNetSC2
@testable import BattleNetStandIn
@testable import BattleNetWoW
import Foundation

/// One parser under fuzzing: what it does with each input, and what counts as a finding (a crash
/// found by AddressSanitizer, or a disagreement this code reports with ``finding(_:)``).
struct FuzzEntry: Sendable {
    let name: String
    let run: @Sendable (UnsafeRawBufferPointer) -> Void

    /// The entry of this run (set once, before libFuzzer starts).
    nonisolated(unsafe) static var current: FuzzEntry?

    static let all: [FuzzEntry] = [
        FuzzEntry(name: "json", run: genericReader),
        FuzzEntry(name: "fast", run: fastReaders),
        FuzzEntry(name: "numbers", run: numbers),
        FuzzEntry(name: "stream", run: streamDecoder),
        FuzzEntry(name: "httpdate", run: httpDate),
        FuzzEntry(name: "standin", run: standInRequest),
        FuzzEntry(name: "callback", run: signInCallback),
        FuzzEntry(name: "listener", run: listenerRequest),
        FuzzEntry(name: "deckcode", run: deckCode),
        FuzzEntry(name: "routing", run: standInRouting),
        FuzzEntry(name: "resp", run: respReader),
        FuzzEntry(name: "sentinel", run: sentinelReplies),
        FuzzEntry(name: "cache", run: cacheInputs),
    ]

    static func named(_ name: String) -> FuzzEntry? { all.first { $0.name == name } }
}

/// A disagreement: said on stderr, then an abort, so libFuzzer keeps the input as a crash.
func finding(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("BattleNetFuzz finding: " + message + "\n").utf8))
    abort()
}

// MARK: - The generic reader

/// Any JSON document, read whole both ways: every number as a `Double`, every string decoded
/// (`JSONDecoder` checks a number or an escape only when it decodes it, so reading every leaf is
/// what makes its acceptance comparable).
indirect enum JSONValue: Hashable, Decodable, JSONReadable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        switch reader.nextKind() {
        case .null:
            _ = try reader.readNull()
            self = .null
        case .bool: self = .bool(try reader.readBool())
        case .number: self = .number(try reader.readDouble())
        case .string: self = .string(try reader.readString())
        case .array: self = .array(try [JSONValue](reading: &reader))
        case .object: self = .object(try [String: JSONValue](reading: &reader))
        case .invalid:
            try reader.skipValue()  // throws the reader's own failure for what is there
            self = .null
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

@Sendable func genericReader(_ input: UnsafeRawBufferPointer) {
    let data = Data(input)
    let fast = Result { () throws(JSONReader.Failure) in try JSONReader.decode(JSONValue.self, from: data) }
    let codable = Result { try JSONDecoder().decode(JSONValue.self, from: data) }
    switch (fast, codable) {
    case (.failure, .failure): return
    case (.success(let a), .success(let b)):
        if a != b, !NumberDifferences.present(in: data) { finding("the reader and JSONDecoder read different values") }
    case (.success, .failure(let error)):
        if NumberDifferences.present(in: data) { return }
        finding("the reader accepts what JSONDecoder refuses (\(error))")
    case (.failure(let error), .success):
        if Strictness.allows(error.message, body: data) || NumberDifferences.present(in: data) { return }
        finding("the reader refuses what JSONDecoder accepts: \(error)")
    }
}

/// Where the reader is documented to be stricter than `JSONDecoder` (``JSONReader``): it checks every
/// byte of a body by RFC 8259, where `JSONDecoder` checks a value's bytes (a number's form, a
/// string's UTF-8 and escapes) only when it decodes that value, and reads some malformed numbers
/// and trailing commas; it reads UTF-8 only, where `JSONDecoder` also reads UTF-16 and UTF-32. So a
/// body `JSONDecoder` accepts may be refused as "not valid JSON", and for no other reason.
enum Strictness {
    static func allows(_ message: String, body: Data? = nil) -> Bool {
        // The reader's syntax failures, as JSONReader.Failure and as ResponseDecoding words them.
        ["the body is not valid JSON", "the body is not UTF-8 text", "the body is HTML or XML"].contains { message.contains($0) }
    }
}

// MARK: - Fast readers against JSONDecoder

/// Every operation whose model has a fast path; the first byte of an input picks one.
let fastOperations: [AnyAPIOperation] = (D3.Operations.all + SC2.Operations.all + WoW.Operations.all).filter(\.hasFastPath)

/// The operation an input names on its first line (`@wowAuctions`, as the seed corpus does), or else
/// the one its first byte picks; and the body after it.
func fastCase(_ input: UnsafeRawBufferPointer) -> (AnyAPIOperation, Data)? {
    guard let selector = input.first, !fastOperations.isEmpty else { return nil }
    if selector == UInt8(ascii: "@"), let newline = input.firstIndex(of: UInt8(ascii: "\n")),
       let operation = fastOperations.first(where: { $0.descriptor.id.utf8.elementsEqual(input[1..<newline]) }) {
        return (operation, Data(input[(newline + 1)...]))
    }
    return (fastOperations[Int(selector) % fastOperations.count], Data(input.dropFirst()))
}

@Sendable func fastReaders(_ input: UnsafeRawBufferPointer) {
    guard let (operation, body) = fastCase(input) else { return }
    let fast = Result { try operation.decode(body) }
    let codable = Result { try operation.decodeWithJSONDecoder(body) }
    let id = operation.descriptor.id
    if case .failure(let error) = fast {
        guard let typed = error as? BattleNetError, typed.kind == .decoding, typed.body == body else {
            finding("\(id): the fast path failed without a typed .decoding error carrying the body: \(error)")
        }
    }
    switch (fast, codable) {
    case (.failure, .failure): return
    case (.success(let a), .success(let b)):
        guard let left = a as? AnyHashable, let right = b as? AnyHashable else { finding("\(id): a model is not Hashable") }
        if left != right, !NumberDifferences.present(in: body) {
            finding("\(id): the fast path and JSONDecoder decode different values")
        }
    case (.success, .failure(let error)):
        if !NumberDifferences.present(in: body) { finding("\(id): the fast path accepts what JSONDecoder refuses: \(error)") }
    case (.failure(let error), .success):
        if NumberDifferences.present(in: body) || Strictness.allows(String(describing: error), body: body) { return }
        finding("\(id): the fast path refuses what JSONDecoder accepts: \(error)")
    }
}

// MARK: - Numbers

/// The numbers on which the two paths are documented to differ (``JSONReader``, "Numbers"): a body
/// that holds one may decode differently as a whole; each difference itself is checked by the
/// `numbers` entry.
enum NumberDifferences {
    /// Whether `body` holds a number (outside strings) the two paths read differently as any type.
    static func present(in body: Data) -> Bool {
        numberTexts(in: body).contains { text in
            differs(text, Int64.self) || differs(text, UInt64.self) || differs(text, Double.self) || differs(text, LargeNumber.self)
        }
    }

    /// The number-shaped runs of bytes outside strings.
    static func numberTexts(in body: Data) -> [String] {
        var texts: [String] = []
        var inString = false
        var escaped = false
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty { texts.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll()
        }
        for byte in body {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                flush()
                inString = true
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e") {
                current.append(byte)
            } else {
                flush()
            }
        }
        flush()
        return texts
    }

    static func differs<T: JSONReadable & Decodable & Equatable>(_ text: String, _ type: T.Type) -> Bool {
        let bytes = Data("[\(text)]".utf8)
        let fast = try? JSONReader.decode([T].self, from: bytes)
        let codable = try? JSONDecoder().decode([T].self, from: bytes)
        return fast != codable
    }
}

@Sendable func numbers(_ input: UnsafeRawBufferPointer) {
    // Number characters only: the entry is about what a number means, not about the syntax around it.
    let allowed = Set("0123456789+-.eE".utf8)
    guard input.count <= 64, input.allSatisfy(allowed.contains) else { return }
    let text = String(decoding: input, as: UTF8.self)
    checkNumber(text, Int64.self)
    checkNumber(text, UInt64.self)
    checkNumber(text, Int.self)
    checkNumber(text, Double.self)
}

/// The two paths read `text` alike, or differ only as documented: `JSONDecoder` rounding a
/// non-integer into an integer type through `Double` (the fast path refuses it), or refusing an
/// exact value whose nearest `Double` falls outside the type, or a zero with an exponent as a
/// `Double` (the fast path reads it).
func checkNumber<T: JSONReadable & Decodable & Equatable & Sendable>(_ text: String, _ type: T.Type) {
    let bytes = Data("[\(text)]".utf8)
    let fast: Result<[T], JSONReader.Failure> = Result { () throws(JSONReader.Failure) in try JSONReader.decode([T].self, from: bytes) }
    let codable = try? JSONDecoder().decode([T].self, from: bytes)
    let nearest = Double(text)
    switch (fast, codable) {
    case (.success(let value), let other?) where value == other: return
    case (.failure, nil): return
    case (.failure(let error), let other?):
        if Strictness.allows(error.message) { return }
        guard case .numberOutOfRange = error.reason else { finding("\(T.self) \(text): the reader refuses it (\(error)) but JSONDecoder reads \(other)") }
        // JSONDecoder rounded a number that is not an integer into an integer type.
        if T.self is any FixedWidthInteger.Type, isExactInteger(text) == false { return }
        finding("\(T.self) \(text): the reader refuses it but JSONDecoder reads \(other)")
    case (.success(let value), nil):
        if let integer = T.self as? any FixedWidthInteger.Type, let nearest, integer.init(exactly: nearest.rounded()) == nil { return }
        // An integer written with a fraction or an exponent at the edge of its type's range
        // (`-9223372036854775808.0`): JSONDecoder refuses some of these exact values.
        if let first = value.first, let edge = atEdgeOfRange(first), edge, isPlainInteger(text) == false { return }
        if T.self == Double.self, let double = value.first as? Double, double == 0 { return }
        finding("\(T.self) \(text): the reader reads \(value) but JSONDecoder refuses it")
    case (.success(let value), let other?):
        finding("\(T.self) \(text): the reader reads \(value), JSONDecoder \(other)")
    }
}

/// Whether `value` (an integer) lies in the outer half of its type's range, beyond `max / 2` or
/// below `min / 2`; `nil` for a value that is not an integer.
func atEdgeOfRange<T>(_ value: T) -> Bool? {
    func edge<I: FixedWidthInteger>(_ integer: I) -> Bool { integer > I.max / 2 || integer < I.min / 2 }
    guard let integer = value as? any FixedWidthInteger else { return nil }
    return edge(integer)
}

/// Whether `text` is digits alone (a sign allowed).
func isPlainInteger(_ text: String) -> Bool {
    let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
}

/// Whether a JSON number's exact decimal value is an integer; `nil` when `text` is not a number.
func isExactInteger(_ text: String) -> Bool? {
    var bytes = Array(text.utf8)
    if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
    let exponentAt = bytes.firstIndex { $0 | 0x20 == UInt8(ascii: "e") }
    let mantissa = bytes[..<(exponentAt ?? bytes.count)]
    var exponent = 0
    if let exponentAt {
        var digits = bytes[(exponentAt + 1)...]
        var sign = 1
        if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            exponent = min(exponent * 10 + Int(digit - UInt8(ascii: "0")), 1_000_000)
        }
        exponent *= sign
    }
    let point = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? mantissa.endIndex
    let digits = mantissa.filter { $0 != UInt8(ascii: ".") }
    guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
    // Digits at or past this index stand after the decimal point once the exponent is applied.
    let fractionStart = point + exponent
    return digits.enumerated().allSatisfy { $0.offset < fractionStart || $0.element == UInt8(ascii: "0") }
}

// MARK: - The stream decoder

/// A seeded generator, so each input replays the same chunking.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Sendable func streamDecoder(_ input: UnsafeRawBufferPointer) {
    guard input.count >= 8 else { return }
    var seed: UInt64 = 0
    for byte in input.prefix(8) { seed = seed << 8 | UInt64(byte) }
    let body = Data(input.dropFirst(8))
    let whole = Result { () throws(JSONReader.Failure) in try JSONReader.decode(WoW.Commodities.self, from: body) }
    var generator = SplitMix64(state: seed)
    var decoder = JSONArrayStreamDecoder<WoW.Commodity>(arrayKey: "auctions")
    var elements: [WoW.Commodity] = []
    let streamed = Result { () throws(JSONReader.Failure) -> WoW.Commodities in
        var offset = 0
        while offset < body.count {
            let size = Int.random(in: 1...max(1, min(body.count - offset, seed & 1 == 0 ? 7 : 4_096)), using: &generator)
            try decoder.consume(body[body.startIndex + offset..<body.startIndex + offset + size], into: &elements)
            offset += size
        }
        return try decoder.finish(decoding: WoW.Commodities.self)
    }
    switch (whole, streamed) {
    case (.failure, .failure): return
    case (.success(let document), .success):
        if document.auctions != elements { finding("the stream gives other elements than the whole body") }
    case (.success, .failure(let error)): finding("the stream refuses what the whole body reads: \(error)")
    case (.failure(let error), .success): finding("the stream reads what the whole body refuses (\(error))")
    }
}

// MARK: - HTTP dates, the stand-in's request parser, the sign-in callback

@Sendable func httpDate(_ input: UnsafeRawBufferPointer) {
    let text = String(decoding: input, as: UTF8.self)
    _ = HTTPDate.retryAfter(text, now: Date(timeIntervalSince1970: 1_700_000_000))
    guard let date = HTTPDate.parse(text) else { return }
    let formatted = HTTPDate.format(date)
    guard let again = HTTPDate.parse(formatted), again == date else {
        finding("\(text) parses to \(date), which formats as \(formatted) and does not parse back to it")
    }
}

@Sendable func standInRequest(_ input: UnsafeRawBufferPointer) {
    let bytes = [UInt8](input)
    let whole = summary(HTTPParser.parse(bytes), count: bytes.count)
    // The same bytes in two pieces, split where the first byte says: the same outcome.
    guard let first = bytes.first, bytes.count > 1 else { return }
    let split = 1 + Int(first) % (bytes.count - 1)
    var reader = RequestReader()
    reader.append(bytes[..<split])
    _ = reader.next()
    reader.append(bytes[split...])
    let pieces = summary(reader.next(), count: bytes.count)
    if whole != pieces { finding("the parser reads the request whole as \(whole) and in two pieces as \(pieces)") }
}

func summary(_ outcome: HTTPParser.Outcome, count: Int) -> String {
    switch outcome {
    case .incomplete: return "incomplete"
    case .awaitingBody(let expectsContinue): return "awaiting body \(expectsContinue)"
    case .malformed(let status, _): return "malformed \(status)"
    case .request(let request, let consumed):
        if consumed <= 0 || consumed > count { finding("a request consumed \(consumed) of \(count) bytes") }
        return "\(request.method) \(request.rawPath) \(request.query.count) \(request.headers.count) \(request.body.count) \(consumed)"
    }
}

let registered = URL(string: "http://localhost:8765/callback")

@Sendable func signInCallback(_ input: UnsafeRawBufferPointer) {
    guard let registered else { return }
    let text = String(decoding: input, as: UTF8.self)
    if let url = URL(string: text) {
        _ = try? RelayedRedirect.rebuild(url, registered: registered)
    }
    // The whole check a redirect goes through, with a started sign-in's state put where the input
    // says `STATE`, so the fuzzer can reach past the state check.
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    var pending = PendingAuthorizations()
    pending.add(state: "s7Xq", redirectURI: registered, scopes: [.openid], now: now)
    guard let url = URL(string: text.replacingOccurrences(of: "STATE", with: "s7Xq")) else { return }
    if let code = try? pending.code(fromRedirect: url, now: now) {
        if code.code.isEmpty { finding("an empty authorization code was accepted") }
        if !PendingAuthorizations.matches(url, registered: registered) { finding("a redirect to another address was accepted: \(url)") }
        if (try? pending.code(fromRedirect: url, now: now)) != nil { finding("a state was accepted twice") }
    }
}

/// The sign-in listener of this process (one socket pair, made once), with a start page whose state
/// an input names with `STATE`.
let fuzzListener: (listener: LoopbackRedirectListener, state: String)? = {
    guard let redirect = URL(string: "http://127.0.0.1:0/callback"),
          let authorize = URL(string: "https://oauth.battle.net/authorize?state=s7Xq"),
          let listener = try? LoopbackRedirectListener(redirectURI: redirect, timeout: .seconds(3_600)) else { return nil }
    _ = listener.startURL(for: AuthorizationRequest(url: authorize, state: "s7Xq", redirectURI: redirect, scopes: [.openid]))
    return (listener, "s7Xq")
}()

@Sendable func listenerRequest(_ input: UnsafeRawBufferPointer) {
    guard let (listener, state) = fuzzListener else { finding("the listener could not be made") }
    let text = String(decoding: input, as: UTF8.self).replacingOccurrences(of: "STATE", with: state)
    let (reply, next) = listener.decide(Array(text.utf8)[...])
    switch next {
    case .callback(let url):
        if reply != nil { finding("a callback was answered before it was handled") }
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        guard components?.path == "/callback" else { finding("a callback on another path was taken: \(url)") }
        let states = components?.queryItems?.filter { $0.name == "state" } ?? []
        guard states.count == 1, states[0].value == state else { finding("a callback without the sign-in's one state was taken: \(url)") }
    case .answered:
        if let reply, !reply.starts(with: Array("HTTP/1.1 ".utf8)) { finding("an answer that is not HTTP/1.1") }
    case .abort:
        return
    }
}

// MARK: - Hearthstone deck codes

/// Any text as a pasted deck code, and the same bytes as a decoded code (base64-encoded first): each
/// either fails with a `DeckCodeError` or gives a deck whose canonical code reads back as the same deck
/// and re-encodes to itself, and whose expansion (one dbfId per copy, as a lookup by ids sends it and
/// as replay reads it) holds exactly its cards, within the documented bounds.
@Sendable func deckCode(_ input: UnsafeRawBufferPointer) {
    let data = Data(input)
    for text in [String(decoding: data, as: UTF8.self), data.base64EncodedString()] {
        guard let deck = try? Hearthstone.DeckCode(text) else {
            if Hearthstone.DeckCode.replayReader(text) != nil { finding("replay reads \(text.prefix(80)), which is not a deck code") }
            continue
        }
        expand(deck, text: text)
        let canonical = deck.code
        guard let again = try? Hearthstone.DeckCode(canonical) else {
            finding("the canonical code \(canonical) of \(text.prefix(80)) does not read back")
        }
        if again != deck { finding("\(text.prefix(80)) reads as another deck after re-encoding to \(canonical)") }
        if again.code != canonical { finding("the canonical code \(canonical) re-encodes to \(again.code)") }
    }
}

/// Expands `deck` as `DeckQuery.cards(of:)` and the replay reader do, checking the bounds and the counts.
func expand(_ deck: Hearthstone.DeckCode, text: String) {
    let all = deck.cards + deck.sideboards.flatMap(\.cards)
    if all.contains(where: { $0.count < 1 || $0.count > Hearthstone.DeckCode.maximumCopies }) {
        finding("\(text.prefix(80)) holds a card with a count outside 1...\(Hearthstone.DeckCode.maximumCopies)")
    }
    if deck.cardCount + deck.sideboardCardCount > Hearthstone.DeckCode.maximumCardCount {
        finding("\(text.prefix(80)) holds \(deck.cardCount + deck.sideboardCardCount) cards")
    }
    guard case .cards(let ids, let hero, let sideboardCards) = Hearthstone.DeckQuery.cards(of: deck).lookup else {
        finding("cards(of:) of \(text.prefix(80)) is not a lookup by ids")
    }
    if ids.count != deck.cardCount || hero != deck.hero || sideboardCards.count != deck.sideboardCardCount {
        finding("cards(of:) of \(text.prefix(80)) lists \(ids.count) cards and \(sideboardCards.count) sideboard cards")
    }
    guard let replayed = Hearthstone.DeckCode.replayReader(text), replayed.cards == ids, replayed.hero == hero else {
        finding("replay reads \(text.prefix(80)) otherwise than cards(of:)")
    }
}

// MARK: - The stand-in's routes

/// The stand-in of this process, with every recording, no rate limit (so every input is routed) and
/// the deck code reader `bnet serve` gives it, and a user token with every scope.
let fuzzStandIn: (core: ServerCore, token: String)? = {
    guard var configuration = try? StandInServer.Configuration.recordedFixtures() else { return nil }
    configuration.perSecondLimit = nil
    configuration.hourlyLimit = nil
    configuration.deckCode = Hearthstone.DeckCode.replayReader
    let server = StandInServer(configuration: configuration)
    let token = server.issueToken(userScopes: ["openid", "wow.profile", "sc2.profile", "d3.profile"])
    return (server.core, token)
}()

/// A request the stand-in's routes answer: the input's first line is the request target (a path and
/// its query, hostile values welcome), each further line a header (`Battlenet-Namespace: static-us`).
/// The request is sent with a valid token as `GET`, then as `HEAD`; every answer is a status
/// between 100 and 599, and a `HEAD` answer has no body.
@Sendable func standInRouting(_ input: UnsafeRawBufferPointer) {
    guard let (core, token) = fuzzStandIn else { finding("the stand-in could not be made from the recordings") }
    let text = String(decoding: input, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.filter { $0 != "\r" } }
    guard let target = lines.first, target.hasPrefix("/"), !target.contains(" ") else { return }
    lines.removeFirst()
    let headers = lines.filter { $0.contains(":") && !$0.lowercased().hasPrefix("authorization") }
    for method in ["GET", "HEAD"] {
        let request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n"
            + headers.map { $0 + "\r\n" }.joined() + "\r\n"
        guard case .request(let parsed, _) = HTTPParser.parse(Array(request.utf8)) else { continue }
        let answer = core.route(parsed)
        if !(100...599).contains(answer.status) { finding("\(method) \(target) answered \(answer.status)") }
    }
}

// MARK: - Redis

/// What a RESP reader makes of `bytes` fed in pieces of `piece` bytes, with the reply bound `bound`:
/// the values read, and whether (and after how many values) it refused the bytes.
func respOutcome(_ bytes: [UInt8], piece: Int, bound: Int) -> (values: [RESPValue], failed: Bool, pending: Int) {
    var reader = RESPReader(maximumReplyBytes: bound)
    var values: [RESPValue] = []
    var offset = 0
    while offset < bytes.count {
        let end = min(bytes.count, offset + max(1, piece))
        reader.append(bytes[offset..<end])
        offset = end
        while true {
            do {
                guard let value = try reader.next() else { break }
                values.append(value)
            } catch {
                // The error stays: every later call throws it again.
                do { _ = try reader.next() } catch { return (values, true, 0) }
                finding("the reader accepted bytes after refusing them")
            }
        }
    }
    return (values, false, reader.pendingByteCount)
}

/// Redis replies (RESP2) as a hostile server may send them: read whole and in pieces (the first byte
/// picks the piece's size and the reply bound), the same values and the same refusal either way,
/// never a crash, never more memory than the bound allows.
@Sendable func respReader(_ input: UnsafeRawBufferPointer) {
    let bytes = [UInt8](input)
    guard let first = bytes.first else { return }
    let body = Array(bytes.dropFirst())
    let bound = [64, 1 << 10, 64 << 10, 1 << 20][Int(first) & 3]
    let whole = respOutcome(body, piece: body.count, bound: bound)
    let pieces = respOutcome(body, piece: 1 + Int(first >> 2), bound: bound)
    guard whole.values == pieces.values, whole.failed == pieces.failed else {
        finding("RESP read whole (\(whole.values.count) values, failed \(whole.failed)) and in pieces of \(1 + Int(first >> 2)) "
            + "(\(pieces.values.count) values, failed \(pieces.failed)) disagree")
    }
    for value in whole.values where respSize(value) > bound {
        finding("a reply of \(respSize(value)) bytes passed the bound of \(bound)")
    }
}

/// How many bytes `value` takes on the wire, at least: a status or an error line counts its Unicode
/// scalars (a byte that is not UTF-8 was read as one U+FFFD, three bytes in the `String`; a valid
/// sequence is one scalar for one to four bytes).
func respSize(_ value: RESPValue) -> Int {
    func header(_ kind: String, _ number: Int) -> Int { kind.utf8.count + String(number).utf8.count + 2 }
    switch value {
    case .simple(let text): return 3 + text.unicodeScalars.count
    case .error(let text): return 3 + text.unicodeScalars.count
    case .integer(let number): return 3 + String(number).utf8.count
    case .bulk(nil), .array(nil): return 5
    case .bulk(let bytes?): return header("$", bytes.count) + bytes.count + 2
    case .array(let values?): return header("*", values.count) + values.reduce(0) { $0 + respSize($1) }
    }
}

/// A Sentinel's answers: the first line is the master name and the pinned primaries
/// (`name host:port,host:port`, possibly empty); the rest is, split at the first NUL, the answer to
/// `get-master-addr-by-name` and the bytes of the `+switch-master` subscription, fed in pieces.
@Sendable func sentinelReplies(_ input: UnsafeRawBufferPointer) {
    let bytes = [UInt8](input)
    let newline = bytes.firstIndex(of: 10) ?? bytes.count
    let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ", maxSplits: 1)
    let masterName = header.first.map(String.init) ?? "m"
    let primaries = header.count == 2 ? (try? RedisEndpoint.addresses(header[1], defaultPort: 6379, naming: "primary")) ?? [] : []
    let sentinel = RedisSentinel(masterName: masterName, addresses: [.init(host: "127.0.0.1")], primaries: primaries)
    let rest = Array(bytes[min(bytes.count, newline + 1)...])
    let nul = rest.firstIndex(of: 0) ?? rest.count
    // The address reply: read with the bound the connection uses for it.
    var reader = RESPReader(maximumReplyBytes: 4 * 1024)
    reader.append(rest[..<nul])
    if let reply = try? reader.next() {
        if let (host, port) = try? RedisConnection.namedPrimary(reply, of: sentinel) {
            guard !host.isEmpty, port > 0, sentinel.allows(host: host, port: port) else {
                finding("an address outside the pins (\(host):\(port)) was taken")
            }
            if !primaries.isEmpty, !primaries.contains(where: { $0.host.lowercased() == host.lowercased() && $0.port == port }) {
                finding("\(host):\(port) is not one of the pinned primaries")
            }
        }
    }
    // The subscription: in pieces of the size the second byte says; once it ended, it stays ended.
    let subscription = Array(rest[min(rest.count, nul + 1)...])
    let piece = 1 + Int(subscription.first ?? 0)
    var watch = SentinelWatch.forTaking(masterName: masterName, host: "127.0.0.1", port: 6379)
    var offset = 0
    while offset < subscription.count {
        let end = min(subscription.count, offset + piece)
        guard watch.take(Array(subscription[offset..<end])) != nil else {
            if watch.take([]) != nil { finding("a subscription that ended went on") }
            return
        }
        offset = end
    }
}

/// An answer's caching headers and a stored entry's bytes, both from outside: the header lines before
/// a NUL (`Name: value`), the bytes of a stored entry after it. The headers' freshness is a finite,
/// non-negative number of seconds, and an entry made from them reads back as written; the bytes read
/// as an entry only if they are one.
@Sendable func cacheInputs(_ input: UnsafeRawBufferPointer) {
    let bytes = [UInt8](input)
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    var headers: [String: String] = [:]
    for line in String(decoding: bytes[..<split], as: UTF8.self).split(separator: "\n") {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let entry = BattleNetCacheEntry(status: 200, headers: headers, body: Data(bytes[..<split]), requestDate: now, responseDate: now)
    for shared in [false, true] {
        let freshness = CacheFreshness(entry, shared: shared)
        let age = freshness.age(at: now.addingTimeInterval(10), of: entry)
        if let lifetime = freshness.lifetime, !(lifetime.isFinite && lifetime >= 0) { finding("lifetime \(lifetime) from \(headers)") }
        if !(age.isFinite && age >= 0) { finding("age \(age) from \(headers)") }
        _ = CacheRules.refusal(status: 200, headers: headers, shared: shared)
    }
    _ = CacheRules.refreshed(headers, by: headers)
    _ = CacheRules.contradicts(headers, headers)
    if let encoded = entry.encoded(key: "k"), BattleNetCacheEntry(encoded: encoded, key: "k") != entry {
        finding("an entry of \(headers) does not read back as written")
    }
    let stored = Data(bytes[min(split + 1, bytes.count)...])
    _ = BattleNetCacheEntry(encoded: stored, key: "k")
    _ = StreamedEntryCoding.decode(stored, key: "k")
}
