import Foundation

/// A forward-only JSON reader over the bytes of one body, for models that decode themselves without
/// `JSONDecoder` (see ``JSONReadable``).
///
/// The reader follows RFC 8259 strictly: only the four whitespace bytes the RFC allows, no trailing
/// commas, no leading zeros, `+` or `.5`, strings of valid UTF-8 with every escape (surrogate pairs
/// joined, a lone surrogate rejected as `JSONDecoder` rejects it), nesting at most ``maximumDepth``
/// deep, nothing but whitespace after the value. A UTF-8 byte order mark before the value is skipped,
/// as `JSONDecoder` skips it. Values a model does not ask for are checked and skipped without being
/// built, and keys are matched by comparing bytes, so the only allocations are those of the values a
/// model keeps (strings longer than 15 bytes, arrays).
///
/// **Where it is stricter than `JSONDecoder`.** The reader checks every byte of a body;
/// `JSONDecoder` checks a value's form (a number's digits, a string's UTF-8 and escapes) only when it
/// decodes that value, and reads some forms the RFC refuses. So a body `JSONDecoder` accepts can be
/// refused as "not valid JSON", and only so: a trailing comma (`[1,]`), a control character
/// unescaped inside a string, a number with a leading zero (`01`) or that ends at its sign, its `.`
/// or its exponent (`-`, `1.`, `1e-`), invalid UTF-8 or a bad escape in a value the model does not
/// read (an unknown key, the later value of a repeated key), and a body in UTF-16 or UTF-32, which
/// `JSONDecoder` also reads (Battle.net sends UTF-8). The fuzzer (`.ci/fuzz`) holds the two paths to
/// exactly these differences.
///
/// **Numbers** read as with `JSONDecoder`: the same value, or both refuse (a number beyond `Double`'s
/// range, too large or too small to be told from zero, is refused). Scanning is linear in the number's
/// length, and an error quotes at most 40 characters of it. At two edges the reader is exact where
/// `JSONDecoder` goes through `Double`:
/// - a number that is not exactly an integer is refused for an integer type, where `JSONDecoder`
///   rounds it (`1e-400` → `0`, `1.0000000000000000001` → `1`);
/// - an integer written with a fraction or an exponent at the edge of its type's range
///   (`9223372036854775807.0` and `-9223372036854775808.0` for `Int64`), and a zero with a positive
///   exponent (`0e5`) for `Double`, are read exactly, where `JSONDecoder` refuses them.
///
/// The reader only exists inside ``decode(_:from:)``: it borrows the body's bytes for that call and
/// cannot be copied or kept (it is `~Copyable` and not `Sendable`).
///
/// ```swift
/// let market = try JSONReader.decode(WoW.Commodities.self, from: body)
/// ```
///
/// **Package API, inlined across modules.** The reader, ``JSONReadable``, ``JSONKeyTable`` and
/// ``Failure`` are `@usableFromInline package`, and every `init(reading:)` is `@usableFromInline`: an
/// `@inlinable package` member of a plain `package` type is not inlined into another module (Swift
/// 6.3 without package CMO), and the game modules' readers call ``nextKey(in:of:)``,
/// ``readInt64(expected:)`` and ``readString(expected:)`` for every value (without inlining, decoding
/// the commodities took 2.7 times as long). `@usableFromInline` makes no declaration visible to apps.
@usableFromInline package struct JSONReader: ~Copyable {
    /// How deep arrays and objects may nest, as in `JSONDecoder`: `512`.
    @usableFromInline package static let maximumDepth = 512

    @usableFromInline let bytes: UnsafePointer<UInt8>
    @usableFromInline let count: Int
    @usableFromInline package internal(set) var position: Int
    @usableFromInline var depth = 0
    /// The position past which the pages already read are released (a ``MappedBody`` only).
    @usableFromInline var nextRelease = Int.max
    /// How far the reader moves between two releases of pages: 1 MiB.
    static let releaseStep = 1 << 20

    @usableFromInline init(bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes = bytes
        self.count = count
        position = 0
    }

    /// Decodes one JSON document into `type`.
    ///
    /// - Throws: ``Failure`` for a body that is not JSON by RFC 8259, or that does not have the shape
    ///   `type` needs (with the path of the value, e.g. `auctions[12].unit_price`).
    @usableFromInline package static func decode<T: JSONReadable>(_ type: T.Type, from data: Data) throws(Failure) -> T {
        try decode(T.self, from: data, releasingPages: false)
    }

    /// `releasingPages` only for the bytes of a ``MappedBody``.
    static func decode<T: JSONReadable>(_ type: T.Type, from data: Data, releasingPages: Bool) throws(Failure) -> T {
        let result: Result<T, Failure> = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count > 0 else {
                return .failure(Failure(.emptyBody, offset: 0))
            }
            var reader = JSONReader(bytes: base, count: raw.count)
            if releasingPages { reader.nextRelease = Self.releaseStep }
            do throws(Failure) {
                return .success(try reader.readDocument(T.self))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    mutating func readDocument<T: JSONReadable>(_ type: T.Type) throws(Failure) -> T {
        // A UTF-8 byte order mark, which JSONDecoder accepts too.
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        skipWhitespace()
        if position == count { throw Failure(.emptyBody, offset: position) }
        let value = try T(reading: &self)
        skipWhitespace()
        if position != count { throw Failure(.trailingData, offset: position) }
        return value
    }

    // MARK: Bytes

    /// The byte at the current position, or `0` at the end (never a valid byte where a value starts).
    @inlinable var peek: UInt8 { position < count ? bytes[position] : 0 }

    @inlinable package mutating func skipWhitespace() {
        while position < count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// How many bytes of the body the reader has consumed: the offset to put in a ``Failure``.
    @usableFromInline package var offset: Int { position }

    /// What kind of value starts at the current position (after whitespace).
    @usableFromInline package mutating func nextKind() -> ValueKind {
        skipWhitespace()
        return ValueKind(peek)
    }

    @usableFromInline func failure(_ reason: Failure.Reason) -> Failure { Failure(reason, offset: position) }

    @usableFromInline func mismatch(expected: String) -> Failure {
        let found = ValueKind(peek)
        if found == .null { return failure(.valueNotFound(expected: expected)) }
        if found == .invalid { return failure(position == count ? .unexpectedEnd : .syntax("a value cannot start with \(Self.describe(byte: peek))")) }
        return failure(.typeMismatch(expected: expected, found: found.description))
    }

    static func describe(byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    @inlinable mutating func expect(_ byte: UInt8, _ what: StaticString) throws(Failure) {
        skipWhitespace()
        guard position < count, bytes[position] == byte else { throw expected(what) }
        position += 1
    }

    @usableFromInline func expected(_ what: StaticString) -> Failure {
        if position >= count { return failure(.unexpectedEnd) }
        return failure(.syntax("expected \(what) but found \(Self.describe(byte: bytes[position]))"))
    }

    // MARK: Literals

    /// Consumes `null` if it comes next; `false` (and nothing consumed) otherwise.
    @inlinable package mutating func readNull() throws(Failure) -> Bool {
        skipWhitespace()
        guard peek == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    /// Reads `true` or `false`.
    @usableFromInline package mutating func readBool() throws(Failure) -> Bool {
        skipWhitespace()
        switch peek {
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        default: throw mismatch(expected: "Bool")
        }
    }

    @usableFromInline mutating func literal(_ word: StaticString) throws(Failure) {
        let length = word.utf8CodeUnitCount
        guard count - position >= length, memcmp(bytes + position, word.utf8Start, length) == 0 else {
            throw failure(.syntax("expected \(word)"))
        }
        position += length
    }

    // MARK: Objects

    /// The state of one object being read: which known keys were seen (a repeated key keeps its first
    /// value, as with `JSONDecoder`).
    @usableFromInline package struct Object {
        @usableFromInline var seen: UInt64 = 0
        @usableFromInline var started = false
        @usableFromInline init() {}
    }

    /// Consumes `{` and returns the state to pass to ``nextKey(in:of:)``.
    @inlinable package mutating func beginObject(expected: String = "an object") throws(Failure) -> Object {
        skipWhitespace()
        guard peek == UInt8(ascii: "{") else { throw mismatch(expected: expected) }
        try enter()
        position += 1
        return Object()
    }

    @inlinable mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth { throw failure(.nestingTooDeep(limit: Self.maximumDepth)) }
    }

    /// The next key of the object that `table` knows, with the reader at its value, which the caller
    /// must then read (or ``skipValue()``); `nil` after the closing `}`. Keys `table` does not know and
    /// repeats of a key already seen are skipped with their values.
    @inlinable package mutating func nextKey<Key>(in object: inout Object, of table: JSONKeyTable<Key>) throws(Failure) -> Key? {
        while true {
            skipWhitespace()
            if object.started {
                guard position < count else { throw failure(.unexpectedEnd) }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    depth -= 1
                    return nil
                }
                guard bytes[position] == UInt8(ascii: ",") else { throw expected("',' or '}'") }
                position += 1
                skipWhitespace()
            } else {
                object.started = true
                if peek == UInt8(ascii: "}") {
                    position += 1
                    depth -= 1
                    return nil
                }
            }
            guard peek == UInt8(ascii: "\"") else { throw expected("a key") }
            let index = try readKey(table)
            try expect(UInt8(ascii: ":"), "':'")
            if index >= 0 {
                let bit: UInt64 = index < 64 ? 1 << UInt64(index) : 0
                if object.seen & bit == 0 {
                    object.seen |= bit
                    return table.keys[index]
                }
            }
            try skipValue()
        }
    }

    /// Reads the key at the current `"` and returns its index in `table`, or `-1`.
    @inlinable mutating func readKey<Key>(_ table: JSONKeyTable<Key>) throws(Failure) -> Int {
        position += 1
        let start = position
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let length = position - start
                position += 1
                if length <= 16, count - start >= 16 { return table.index(ofShortKey: bytes + start, length: length) }
                return table.index(of: bytes + start, length: length)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            position += 1
        }
        position = start - 1
        return try readEscapedKey(table)
    }

    /// A key with escapes or non-ASCII text: decoded, then compared.
    @usableFromInline mutating func readEscapedKey<Key>(_ table: JSONKeyTable<Key>) throws(Failure) -> Int {
        let text = try readString()
        var utf8 = Array(text.utf8)
        return utf8.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return table.index(of: bytes, length: 0) }
            return table.index(of: UnsafePointer(base), length: buffer.count)
        }
    }

    // MARK: Arrays

    /// Consumes `[`; then call ``nextElement(started:)`` before each element.
    @inlinable package mutating func beginArray(expected: String = "an array") throws(Failure) {
        skipWhitespace()
        guard peek == UInt8(ascii: "[") else { throw mismatch(expected: expected) }
        try enter()
        position += 1
    }

    /// Whether another element follows (the reader is then at it); `false` after the closing `]`.
    /// `started` is `false` before the first element and is set by the call.
    @inlinable package mutating func nextElement(started: inout Bool) throws(Failure) -> Bool {
        if position >= nextRelease { releasePages() }
        skipWhitespace()
        guard position < count else { throw failure(.unexpectedEnd) }
        if bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return false
        }
        if started {
            guard bytes[position] == UInt8(ascii: ",") else { throw expected("',' or ']'") }
            position += 1
            skipWhitespace()
            if peek == UInt8(ascii: "]") { throw failure(.syntax("a trailing comma before ']'")) }
        }
        started = true
        return true
    }

    /// Releases the mapped pages before the current position, keeping 64 KiB behind it.
    @usableFromInline mutating func releasePages() {
        MappedBody.release(bytes, upTo: position - (1 << 16))
        nextRelease = position + Self.releaseStep
    }

    // MARK: Skipping

    /// Checks and skips one value of any kind without building it.
    @usableFromInline package mutating func skipValue() throws(Failure) {
        skipWhitespace()
        guard position < count else { throw failure(.unexpectedEnd) }
        switch bytes[position] {
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "{"):
            try enter()
            position += 1
            skipWhitespace()
            if peek == UInt8(ascii: "}") {
                position += 1
                depth -= 1
                return
            }
            while true {
                skipWhitespace()
                guard peek == UInt8(ascii: "\"") else { throw expected("a key") }
                try skipString()
                try expect(UInt8(ascii: ":"), "':'")
                try skipValue()
                skipWhitespace()
                guard position < count else { throw failure(.unexpectedEnd) }
                if bytes[position] == UInt8(ascii: "}") { break }
                guard bytes[position] == UInt8(ascii: ",") else { throw expected("',' or '}'") }
                position += 1
            }
            position += 1
            depth -= 1
        case UInt8(ascii: "["):
            try enter()
            position += 1
            var started = false
            while try nextElement(started: &started) { try skipValue() }
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try scanNumber()
        default: throw failure(.syntax("a value cannot start with \(Self.describe(byte: bytes[position]))"))
        }
    }

    @usableFromInline mutating func skipString() throws(Failure) {
        position += 1
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                _ = try readEscape()
            } else if byte < 0x20 {
                throw failure(.syntax("a control character (\(Self.describe(byte: byte))) inside a string"))
            } else if byte >= 0x80 {
                try skipUTF8Sequence()
            } else {
                position += 1
            }
        }
        throw failure(.unexpectedEnd)
    }

    // MARK: Strings

    /// Reads a string, escapes decoded.
    @inlinable package mutating func readString(expected: String = "String") throws(Failure) -> String {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else { throw mismatch(expected: expected) }
        position += 1
        let start = position
        // The common case: ASCII without escapes, read straight from the body.
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(start: bytes + start, count: position - start), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            position += 1
        }
        return try readStringSlowly(from: start)
    }

    @usableFromInline mutating func readStringSlowly(from start: Int) throws(Failure) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(position - start + 16)
        buffer.append(contentsOf: UnsafeBufferPointer(start: bytes + start, count: position - start))
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                // Every byte was checked: escapes produce valid scalars and raw bytes passed the UTF-8 check.
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                let scalar = try readEscape()
                UTF8.encode(scalar) { buffer.append($0) }
            } else if byte < 0x20 {
                throw failure(.syntax("a control character (\(Self.describe(byte: byte))) inside a string"))
            } else if byte >= 0x80 {
                let sequenceStart = position
                try skipUTF8Sequence()
                buffer.append(contentsOf: UnsafeBufferPointer(start: bytes + sequenceStart, count: position - sequenceStart))
            } else {
                buffer.append(byte)
                position += 1
            }
        }
        throw failure(.unexpectedEnd)
    }

    /// Reads the escape at the current `\` (a `\uD83D\uDE00` pair as one scalar).
    mutating func readEscape() throws(Failure) -> Unicode.Scalar {
        guard position + 1 < count else { throw failure(.unexpectedEnd) }
        let letter = bytes[position + 1]
        position += 2
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try readHex4()
            if (0xD800...0xDBFF).contains(first) {
                let escapeStart = position
                guard position + 1 < count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    throw Failure(.loneSurrogate, offset: escapeStart - 6)
                }
                position += 2
                let second = try readHex4()
                guard (0xDC00...0xDFFF).contains(second) else { throw Failure(.loneSurrogate, offset: escapeStart - 6) }
                let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw Failure(.loneSurrogate, offset: escapeStart - 6) }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw Failure(.loneSurrogate, offset: position - 6) }
            return scalar
        default:
            position -= 2
            throw failure(.syntax("an unknown escape \\\(Self.describe(byte: letter))"))
        }
    }

    mutating func readHex4() throws(Failure) -> UInt32 {
        guard count - position >= 4 else { throw failure(.unexpectedEnd) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure(.syntax("\\u must be followed by four hex digits"))
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// Checks one UTF-8 sequence starting at a byte ≥ 0x80 (RFC 3629: no overlong forms, no
    /// surrogates, nothing above U+10FFFF) and moves past it.
    @usableFromInline mutating func skipUTF8Sequence() throws(Failure) {
        let lead = bytes[position]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw failure(.invalidUTF8)
        }
        guard count - position >= length else { throw failure(.invalidUTF8) }
        let second = bytes[position + 1]
        guard second >= low, second <= high else { throw failure(.invalidUTF8) }
        var index = 2
        while index < length {
            guard bytes[position + index] & 0xC0 == 0x80 else { throw failure(.invalidUTF8) }
            index += 1
        }
        position += length
    }

    // MARK: Numbers

    /// One number as written: where it is, and its value when it is a plain integer.
    @usableFromInline struct NumberToken {
        @usableFromInline var start: Int
        @usableFromInline var end: Int
        /// Digits only (a sign allowed): no fraction, no exponent.
        @usableFromInline var isPlainInteger: Bool
        @usableFromInline var negative: Bool
        /// The integer's magnitude, when plain and it did not overflow.
        @usableFromInline var magnitude: UInt64
        @usableFromInline var overflowed: Bool

        @inlinable init(start: Int) {
            self.start = start
            end = start
            isPlainInteger = true
            negative = false
            magnitude = 0
            overflowed = false
        }
    }

    /// Scans one number by the RFC's grammar.
    @inlinable mutating func scanNumber() throws(Failure) -> NumberToken {
        let start = position
        var token = NumberToken(start: start)
        if peek == UInt8(ascii: "-") {
            token.negative = true
            position += 1
        }
        guard position < count, bytes[position] &- UInt8(ascii: "0") < 10 else {
            throw failure(position < count ? .syntax("a number needs a digit after '-'") : .unexpectedEnd)
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < count, bytes[position] &- UInt8(ascii: "0") < 10 {
                throw failure(.syntax("a number cannot have a leading zero"))
            }
        } else {
            var magnitude: UInt64 = 0
            var digits = 0
            while position < count {
                let digit = bytes[position] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                if digits < 19 {
                    magnitude = magnitude &* 10 &+ UInt64(digit)
                } else {
                    let (times, o1) = magnitude.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times.addingReportingOverflow(UInt64(digit))
                    if o1 || o2 { token.overflowed = true }
                    magnitude = sum
                }
                digits += 1
                position += 1
            }
            token.magnitude = magnitude
        }
        if position < count, bytes[position] == UInt8(ascii: ".") {
            token.isPlainInteger = false
            position += 1
            guard position < count, bytes[position] &- UInt8(ascii: "0") < 10 else {
                throw failure(position < count ? .syntax("a number needs a digit after '.'") : .unexpectedEnd)
            }
            while position < count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        }
        if position < count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            token.isPlainInteger = false
            position += 1
            if position < count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < count, bytes[position] &- UInt8(ascii: "0") < 10 else {
                throw failure(position < count ? .syntax("a number needs a digit in its exponent") : .unexpectedEnd)
            }
            while position < count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        }
        token.end = position
        return token
    }

    /// Reads a number that must be an integer fitting `Int64`. As with `JSONDecoder`, an integral
    /// number in another form (`1.0`, `1e3`) is accepted.
    @inlinable package mutating func readInt64(expected: String = "Int64") throws(Failure) -> Int64 {
        skipWhitespace()
        let byte = peek
        guard byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10 else { throw mismatch(expected: expected) }
        let token = try scanNumber()
        if token.isPlainInteger, !token.overflowed {
            if token.negative {
                if token.magnitude <= UInt64(Int64.max) { return -Int64(token.magnitude) }
                if token.magnitude == UInt64(Int64.max) + 1 { return Int64.min }
            } else if token.magnitude <= UInt64(Int64.max) {
                return Int64(token.magnitude)
            }
        }
        return try exactInteger(token, expected: expected, Int64.self)
    }

    /// Reads a number that must be an integer fitting `UInt64` (`1.0` and `1e3` accepted).
    @usableFromInline package mutating func readUInt64(expected: String = "UInt64") throws(Failure) -> UInt64 {
        skipWhitespace()
        let byte = peek
        guard byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10 else { throw mismatch(expected: expected) }
        let token = try scanNumber()
        if token.isPlainInteger, !token.overflowed, !token.negative || token.magnitude == 0 { return token.magnitude }
        return try exactInteger(token, expected: expected, UInt64.self)
    }

    /// The exact integer a number in any form denotes, or a failure saying it is not one or does not fit.
    @usableFromInline func exactInteger<T: FixedWidthInteger>(_ token: NumberToken, expected: String, _ type: T.Type) throws(Failure) -> T {
        guard let value = Self.integer(token, in: bytes, T.self) else {
            throw Failure(.numberOutOfRange(expected: expected, text: Self.excerpt(text(of: token))), offset: token.start)
        }
        return value
    }

    /// Exact decimal arithmetic on the digits: `9007199254740993.0` is `9007199254740993`, not the
    /// nearest `Double`. Linear in the token's length, however many zeros it carries.
    static func integer<T: FixedWidthInteger>(_ token: NumberToken, in bytes: UnsafePointer<UInt8>, _ type: T.Type) -> T? {
        let mantissa = Mantissa(token, in: bytes)
        guard let first = mantissa.firstNonzero, let last = mantissa.lastNonzero else { return 0 }
        // The value is digits[first...last] × 10^exponent: the zeros after `last` are dropped.
        let exponent = mantissa.exponent - mantissa.fractionDigits(through: last) + mantissa.integerZeros(after: last)
        let significant = mantissa.digitCount(from: first, through: last)
        guard exponent >= 0, significant + exponent <= 40 else { return nil }
        var value: T = 0
        func append(_ digit: UInt8) -> Bool {
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = token.negative ? times.subtractingReportingOverflow(T(digit)) : times.addingReportingOverflow(T(digit))
            value = next
            return !(o1 || o2)
        }
        for index in first...last where bytes[index] != UInt8(ascii: ".") {
            guard append(bytes[index] - UInt8(ascii: "0")) else { return nil }
        }
        for _ in 0..<exponent {
            guard append(0) else { return nil }
        }
        return value
    }

    /// Where a number's digits are: the mantissa (integer and fraction digits) and the exponent, found
    /// in one pass over the token.
    struct Mantissa {
        let bytes: UnsafePointer<UInt8>
        /// The first digit and one past the last digit of the mantissa (a `.` may lie between).
        let start: Int
        let end: Int
        /// Where the `.` is, if any.
        let point: Int?
        /// The exponent after `e`, clamped to ±100,000.
        let exponent: Int
        /// The first and last digits other than `0`, or `nil` when the mantissa is all zeros.
        let firstNonzero: Int?
        let lastNonzero: Int?

        init(_ token: NumberToken, in bytes: UnsafePointer<UInt8>) {
            self.bytes = bytes
            start = token.start + (token.negative ? 1 : 0)
            var index = start
            var point: Int?
            var firstNonzero: Int?
            var lastNonzero: Int?
            while index < token.end {
                let byte = bytes[index]
                if byte == UInt8(ascii: ".") {
                    point = index
                } else if byte | 0x20 == UInt8(ascii: "e") {
                    break
                } else if byte != UInt8(ascii: "0") {
                    if firstNonzero == nil { firstNonzero = index }
                    lastNonzero = index
                }
                index += 1
            }
            end = index
            var exponent = 0
            if index < token.end {
                index += 1
                var sign = 1
                if bytes[index] == UInt8(ascii: "-") { sign = -1; index += 1 } else if bytes[index] == UInt8(ascii: "+") { index += 1 }
                while index < token.end {
                    exponent = min(exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")), 100_000)
                    index += 1
                }
                exponent *= sign
            }
            self.point = point
            self.exponent = exponent
            self.firstNonzero = firstNonzero
            self.lastNonzero = lastNonzero
        }

        /// How many fraction digits stand at or before `index` (how far `index` is past the point).
        func fractionDigits(through index: Int) -> Int {
            guard let point, index > point else { return 0 }
            return index - point
        }

        /// How many integer digits (zeros) stand after `index`, before the point or the end.
        func integerZeros(after index: Int) -> Int {
            let integerEnd = point ?? end
            return max(integerEnd - (index + 1), 0)
        }

        /// The digits from `first` through `last`, the point not counted.
        func digitCount(from first: Int, through last: Int) -> Int {
            last - first + 1 - ((point.map { first < $0 && $0 < last }) == true ? 1 : 0)
        }
    }

    /// Reads any number as the nearest `Double`; a number beyond `Double`'s range is a failure, as in
    /// `JSONDecoder`.
    @usableFromInline package mutating func readDouble(expected: String = "Double") throws(Failure) -> Double {
        skipWhitespace()
        let byte = peek
        guard byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10 else { throw mismatch(expected: expected) }
        let token = try scanNumber()
        if token.isPlainInteger, !token.overflowed, token.magnitude < 1 << 53 {
            let value = Double(token.magnitude)
            return token.negative ? -value : value
        }
        return try Self.double(token, in: bytes, expected: expected, text: text(of: token))
    }

    /// The nearest `Double` to a number, or a failure for one beyond `Double`'s range: too large, or
    /// too small to be told from zero (`1e-400`), as `JSONDecoder` refuses both.
    static func double(_ token: NumberToken, in bytes: UnsafePointer<UInt8>, expected: String, text: String) throws(Failure) -> Double {
        guard let value = Double(text), value.isFinite,
              value != 0 || Mantissa(token, in: bytes).firstNonzero == nil else {
            throw Failure(.numberOutOfRange(expected: expected, text: excerpt(text)), offset: token.start)
        }
        return value
    }

    /// A number's text as an error message quotes it: whole up to 40 characters, else its start and
    /// end around the count of characters left out.
    static func excerpt(_ text: String) -> String {
        guard text.utf8.count > 40 else { return text }
        return "\(text.prefix(24))…(\(text.utf8.count - 32) more digits)…\(text.suffix(8))"
    }

    /// Reads a number as ``LargeNumber`` exactly as its `Codable` form does (`Int64`, else `UInt64`,
    /// else `Double`), or a string holding one.
    @usableFromInline package mutating func readLargeNumber() throws(Failure) -> LargeNumber {
        skipWhitespace()
        if peek == UInt8(ascii: "\"") {
            let start = position
            let text = try readString()
            guard let value = LargeNumber(text) else {
                throw Failure(.typeMismatch(expected: "a number", found: "a string that is not one"), offset: start)
            }
            return value
        }
        let byte = peek
        guard byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10 else { throw mismatch(expected: "a number") }
        let token = try scanNumber()
        if let value = Self.integer(token, in: bytes, Int64.self) { return .integer(value) }
        if let value = Self.integer(token, in: bytes, UInt64.self) { return .unsigned(value) }
        return .double(try Self.double(token, in: bytes, expected: "a number", text: text(of: token)))
    }

    @usableFromInline func text(of token: NumberToken) -> String {
        String(decoding: UnsafeBufferPointer(start: bytes + token.start, count: token.end - token.start), as: UTF8.self)
    }
}

@available(*, unavailable, message: "a JSONReader borrows the body's bytes for one decode call")
extension JSONReader: Sendable {}

extension JSONReader {
    /// What kind of JSON value starts at a byte.
    @usableFromInline package enum ValueKind: Sendable, Hashable, CustomStringConvertible {
        /// `{`
        case object
        /// `[`
        case array
        /// `"`
        case string
        /// `-` or a digit.
        case number
        /// `t` or `f`.
        case bool
        /// `n`
        case null
        /// Anything else (or the end): no value starts here.
        case invalid

        @usableFromInline init(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "{"): self = .object
            case UInt8(ascii: "["): self = .array
            case UInt8(ascii: "\""): self = .string
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): self = .number
            case UInt8(ascii: "t"), UInt8(ascii: "f"): self = .bool
            case UInt8(ascii: "n"): self = .null
            default: self = .invalid
            }
        }

        /// `an object`, `a string`, ...
        @usableFromInline package var description: String {
            switch self {
            case .object: "an object"
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .bool: "a bool"
            case .null: "null"
            case .invalid: "no value"
            }
        }
    }
}
