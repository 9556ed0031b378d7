import Foundation

/// A path such as `/d3/profile/{account}/hero/{heroId}`, parsed into segments of literal text and
/// `{parameters}`.
///
/// One segment may hold several parameters and literal text between them, as in WoW's
/// `/profile/user/wow/protected-character/{realmId}-{characterId}` or `house-{houseNumber}`.
/// Parameter values are percent-encoded as single path segments: spaces, `#`, `/`, accented and
/// Cyrillic letters are all safe.
package struct PathTemplate: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// A piece of one path segment.
    package enum Piece: Hashable, Sendable {
        /// Text sent as written.
        case literal(String)
        /// A `{parameter}` filled by an argument.
        case parameter(String)
    }

    /// The segments between slashes, each a run of pieces. The leading `/` is implied; a trailing `/`
    /// is kept in ``hasTrailingSlash``.
    package let segments: [[Piece]]
    /// Whether the path ends in `/` (some Battle.net paths do, e.g. `/data/d3/season/`).
    package let hasTrailingSlash: Bool

    /// Parses a template in Blizzard's spelling.
    package init(_ template: String) {
        hasTrailingSlash = template.count > 1 && template.hasSuffix("/")
        segments = template.split(separator: "/").map(Self.pieces)
    }

    package init(stringLiteral value: String) { self.init(value) }

    private static func pieces(of segment: Substring) -> [Piece] {
        var pieces: [Piece] = []
        var rest = segment[...]
        while !rest.isEmpty {
            if let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                if open > rest.startIndex { pieces.append(.literal(String(rest[..<open]))) }
                pieces.append(.parameter(String(rest[rest.index(after: open)..<close])))
                rest = rest[rest.index(after: close)...]
            } else {
                pieces.append(.literal(String(rest)))
                rest = rest[rest.endIndex...]
            }
        }
        return pieces
    }

    /// The parameter names, in path order.
    package var parameters: [String] {
        segments.joined().compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// The template as Blizzard documents it, e.g. `/d3/profile/{account}/hero/{heroId}`.
    package var description: String {
        render { "{\($0)}" }
    }

    /// Fills the parameters with `values` in path order, percent-encoding each.
    ///
    /// A segment that would be a dot segment once sent (`.` or `..`, also percent-encoded such as
    /// `%2e` or `%2E%2e`, in one or more layers) is refused: a server or an HTTP library removes dot
    /// segments, so such an argument would move the request to another path.
    ///
    /// - Throws: ``BattleNetError`` of kind `.invalidRequest` naming the parameter when the count does
    ///   not match, a value is empty, or a value makes a segment a dot segment.
    package func path(_ values: [String]) throws(BattleNetError) -> String {
        let names = parameters
        guard values.count == names.count else {
            throw BattleNetError(
                .invalidRequest,
                message: "\(description) takes \(names.count) path argument(s) (\(names.joined(separator: ", "))) but got \(values.count)"
            )
        }
        if let empty = zip(names, values).first(where: { $0.1.isEmpty }) {
            throw BattleNetError(.invalidRequest, message: "path argument \(empty.0) is empty")
        }
        var remaining = values[...]
        var path = ""
        path.reserveCapacity(64)
        for pieces in segments {
            var segment = ""
            var filled: [String] = []
            for piece in pieces {
                switch piece {
                case .literal(let text): segment += text
                case .parameter(let name):
                    segment += percentEncodedPathSegment(remaining.popFirst() ?? "")
                    filled.append(name)
                }
            }
            if !filled.isEmpty, Self.isDotSegment(segment) {
                throw BattleNetError(
                    .invalidRequest,
                    message: "path argument \(filled.joined(separator: ", ")) would make the path segment \".\" or \"..\" (a dot segment moves the request to another path); pass the real value"
                )
            }
            path += "/" + segment
        }
        if segments.isEmpty { path = "/" }
        if hasTrailingSlash { path += "/" }
        return path
    }

    /// Whether `segment` (percent-encoded) is `.` or `..`, or turns into one when percent-decoded
    /// once or more (`%2e`, `%252e`, ...), or is empty.
    static func isDotSegment(_ segment: String) -> Bool {
        // Most segments hold neither a dot nor an escape: one pass over the bytes and done.
        guard segment.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "%") }) else { return segment.isEmpty }
        var text = segment
        for _ in 0..<8 {
            if text.isEmpty || text == "." || text == ".." { return true }
            guard text.contains("%"), let decoded = text.removingPercentEncoding, decoded != text else { return false }
            text = decoded
        }
        return true
    }

    /// The parameter values of a concrete path such as `/d3/data/act/1` (as written, not decoded),
    /// or `nil` when the path does not fill this template. A trailing slash is ignored.
    package func match(_ path: String) -> [String]? {
        let pieces = path.split(separator: "/", omittingEmptySubsequences: true)
        guard pieces.count == segments.count else { return nil }
        var values: [String] = []
        for (text, segment) in zip(pieces, segments) {
            guard let found = Self.match(text[...], segment[...]) else { return nil }
            values += found
        }
        return values
    }

    /// Whether a concrete path fills this template (a trailing slash is ignored).
    package func matches(_ path: String) -> Bool { match(path) != nil }

    /// The values of `path` as ``match(_:)`` reads them or, when that fails and the template's last
    /// segment is a lone parameter, with that parameter taking the rest of the path, `/` included: a
    /// recorded request whose last value held `/` sent unencoded (the recorded Hearthstone deck codes).
    package func matchSpanningLast(_ path: String) -> [String]? {
        if let values = match(path) { return values }
        let templateSegments = description.split(separator: "/", omittingEmptySubsequences: false)
        let pathSegments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = templateSegments.last, last.hasPrefix("{"), last.hasSuffix("}"), !last.dropFirst().dropLast().contains("{"),
              pathSegments.count > templateSegments.count else { return nil }
        let head = pathSegments.prefix(templateSegments.count - 1).joined(separator: "/")
        let tail = pathSegments.dropFirst(templateSegments.count - 1).joined(separator: "/")
        guard let values = match(head + "/" + tail.replacingOccurrences(of: "/", with: "\u{1}")) else { return nil }
        return values.map { $0.replacingOccurrences(of: "\u{1}", with: "/") }
    }

    /// Matches one segment's text against its pieces; each parameter takes at least one character.
    private static func match(_ text: Substring, _ pieces: ArraySlice<Piece>) -> [String]? {
        guard let first = pieces.first else { return text.isEmpty ? [] : nil }
        switch first {
        case .literal(let literal):
            guard text.hasPrefix(literal) else { return nil }
            return match(text.dropFirst(literal.count), pieces.dropFirst())
        case .parameter:
            var end = text.startIndex
            while end < text.endIndex {
                end = text.index(after: end)
                if let rest = match(text[end...], pieces.dropFirst()) { return [String(text[..<end])] + rest }
            }
            return nil
        }
    }

    private func render(_ parameter: (String) -> String) -> String {
        var path = ""
        path.reserveCapacity(64)
        for pieces in segments {
            path += "/"
            for piece in pieces {
                switch piece {
                case .literal(let text): path += text
                case .parameter(let name): path += parameter(name)
                }
            }
        }
        if segments.isEmpty { path = "/" }
        if hasTrailingSlash { path += "/" }
        return path
    }
}

/// Percent-encodes `text` as one path segment: only RFC 3986 unreserved characters stay as they are.
package func percentEncodedPathSegment(_ text: String) -> String {
    // Ids, slugs and locales are unreserved already: no copy, no Foundation call.
    if text.utf8.allSatisfy(isUnreserved) { return text }
    return text.addingPercentEncoding(withAllowedCharacters: .rfc3986Unreserved) ?? text
}

/// `items` as a percent-encoded query: what `URLComponents.queryItems` keeps as is, except `+`, `&`,
/// `=`, `/`, `?` and `#`, which are encoded in names and values alike. `URLComponents` leaves a `+`
/// (servers read it as a space: a deck code's `+` would arrive as a blank) and, on some platforms, `/`
/// and `?`; here every platform sends the same bytes.
package func percentEncodedQuery(_ items: [URLQueryItem]) -> String {
    items.map { item in
        let name = item.name.addingPercentEncoding(withAllowedCharacters: queryValueAllowed) ?? ""
        guard let value = item.value else { return name }
        return name + "=" + (value.addingPercentEncoding(withAllowedCharacters: queryValueAllowed) ?? "")
    }.joined(separator: "&")
}

private let queryValueAllowed: CharacterSet = {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: "+&=/?#")
    return allowed
}()

/// Whether `byte` is an RFC 3986 unreserved character (`A-Z a-z 0-9 - . _ ~`).
private func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
         UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
        true
    default: false
    }
}

/// Encodes `text` for an `application/x-www-form-urlencoded` body: the same unreserved set as a path segment.
func formEncoded(_ text: String) -> String { percentEncodedPathSegment(text) }

extension CharacterSet {
    static let rfc3986Unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    )
}
