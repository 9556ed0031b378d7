/// One token of Swift source: as much of Swift as reading the declaration form needs, and enough
/// of the rest (comments, strings with interpolations, raw and multi-line strings) to step over it.
struct Token: Equatable {
    enum Kind: Equatable {
        /// A name or keyword, backticks removed (`` `class` `` is `class`).
        case identifier
        /// A number literal, as written.
        case number
        /// A string literal; ``Token/text`` is its value when ``Token/isPlain``.
        case string
        /// One character of punctuation or of an operator: `<`, `>`, `(`, `,`, `.`, `:`, `=`, ...
        case punctuation
        /// A `///` line; ``Token/text`` is what follows the slashes, one leading space removed.
        case documentation
    }

    let kind: Kind
    let text: String
    /// The 1-based line the token starts on.
    let line: Int
    /// For a string: written on one line, without interpolation, so ``text`` is its value.
    var isPlain = true

    func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}

/// Where the tokenizer stopped, and why.
struct TokenizerError: Error {
    let line: Int
    let message: String
}

/// Splits Swift source into tokens. Comments other than `///` lines and all whitespace are dropped;
/// every operator character is its own token, so `>>` closing two generic lists is two `>`.
struct Tokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(_ source: String) { bytes = Array(source.utf8) }

    /// Every token of the source, in order.
    /// - Throws: ``TokenizerError`` for an unterminated comment or string.
    static func tokens(of source: String) throws(TokenizerError) -> [Token] {
        var tokenizer = Tokenizer(source)
        var tokens: [Token] = []
        while let token = try tokenizer.next() { tokens.append(token) }
        return tokens
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The next token, or `nil` at the end of the source.
    mutating func next() throws(TokenizerError) -> Token? {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                let start = index
                while let next = peek(), next != UInt8(ascii: "\n") { index += 1 }
                let comment = text(start..<index)
                if comment.hasPrefix("///"), !comment.hasPrefix("////") {
                    var body = comment.dropFirst(3)
                    if body.first == " " { body = body.dropFirst() }
                    return Token(kind: .documentation, text: String(body), line: line)
                }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                try skipBlockComment()
            case UInt8(ascii: "\""):
                return try stringLiteral()
            case UInt8(ascii: "#") where startsString():
                return try stringLiteral()
            case UInt8(ascii: "`"):
                let startLine = line
                index += 1
                let start = index
                while let next = peek(), next != UInt8(ascii: "`") {
                    guard next != UInt8(ascii: "\n") else { throw TokenizerError(line: startLine, message: "unterminated `name`") }
                    index += 1
                }
                let name = text(start..<index)
                index += 1
                return Token(kind: .identifier, text: name, line: startLine)
            case _ where Self.isIdentifierStart(byte):
                let start = index
                while let next = peek(), Self.isIdentifierPart(next) { index += 1 }
                return Token(kind: .identifier, text: text(start..<index), line: line)
            case _ where Self.isDigit(byte):
                let start = index
                while let next = peek(), Self.isIdentifierPart(next) || next == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true {
                    index += 1
                }
                return Token(kind: .number, text: text(start..<index), line: line)
            default:
                index += 1
                return Token(kind: .punctuation, text: text(index - 1..<index), line: line)
            }
        }
        return nil
    }

    /// Whether a string literal starts here: `"`, or `#`s followed by `"` (a raw string).
    private func startsString() -> Bool {
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    private mutating func skipBlockComment() throws(TokenizerError) {
        let startLine = line
        var depth = 0
        repeat {
            guard let byte = peek() else { throw TokenizerError(line: startLine, message: "unterminated /* comment") }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                if byte == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        } while depth > 0
    }

    /// A string literal: `"…"`, `"""…"""` or a raw `#"…"#`, with its value when it is plain.
    private mutating func stringLiteral() throws(TokenizerError) -> Token {
        let startLine = line
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiLine = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiLine ? 3 : 1
        let quotes = multiLine ? 3 : 1
        var value: [UInt8] = []
        var plain = !multiLine
        while true {
            guard let byte = peek() else { throw TokenizerError(line: startLine, message: "unterminated string literal") }
            if byte == UInt8(ascii: "\n") {
                guard multiLine else { throw TokenizerError(line: startLine, message: "unterminated string literal") }
                line += 1
            }
            if byte == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
                index += quotes + hashes
                break
            }
            if byte == UInt8(ascii: "\\"), escapes(hashes: hashes) {
                index += 1 + hashes
                guard let escaped = peek() else { throw TokenizerError(line: startLine, message: "unterminated string literal") }
                switch escaped {
                case UInt8(ascii: "("):
                    plain = false
                    try skipInterpolation(startLine: startLine)
                    continue
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "0"): value.append(0)
                case UInt8(ascii: "u"):
                    // \u{…}: kept as written; the declaration form never needs one.
                    plain = false
                    while let next = peek(), next != UInt8(ascii: "}") { index += 1 }
                case UInt8(ascii: "\n"):
                    line += 1  // a line continuation in a multi-line string
                default: value.append(escaped)
                }
                index += 1
                continue
            }
            value.append(byte)
            index += 1
        }
        return Token(kind: .string, text: String(decoding: value, as: UTF8.self), line: startLine, isPlain: plain)
    }

    /// Whether the quotes here (and `hashes` `#`s after them) close the literal.
    private func closes(quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where peek(quotes + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Whether the backslash here starts an escape (in a raw string only when `hashes` `#`s follow).
    private func escapes(hashes: Int) -> Bool {
        for offset in 0..<hashes where peek(1 + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Steps over `(…)` of an interpolation, strings and comments inside it included.
    private mutating func skipInterpolation(startLine: Int) throws(TokenizerError) {
        index += 1  // the `(`
        var depth = 1
        while depth > 0 {
            guard let token = try next() else { throw TokenizerError(line: startLine, message: "unterminated interpolation") }
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { depth -= 1 }
        }
    }
}
