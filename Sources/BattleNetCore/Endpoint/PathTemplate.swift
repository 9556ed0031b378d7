import Foundation

/// A path such as `/d3/profile/{account}/hero/{heroId}`, parsed into literal and parameter segments.
///
/// A parameter may carry a kind after a colon, `{account:battletag}`, that says how a plain string
/// argument is normalised before it is sent. Parameter values are percent-encoded as single path
/// segments: spaces, `#`, `/`, accented and Cyrillic letters are all safe.
public struct PathTemplate: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// One piece of a template.
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(name: String, kind: ParameterKind)
    }

    /// How a parameter's text is normalised.
    public enum ParameterKind: String, Hashable, Sendable {
        /// Sent as given (percent-encoded).
        case plain
        /// A BattleTag: `Name#1234` is sent as `Name-1234`.
        case battleTag = "battletag"
    }

    /// The segments, in order. The leading `/` is implied; a trailing `/` is kept in ``hasTrailingSlash``.
    public let segments: [Segment]
    /// Whether the path ends in `/` (some Battle.net paths do, e.g. `/data/d3/season/`).
    public let hasTrailingSlash: Bool

    public init(_ template: String) {
        hasTrailingSlash = template.count > 1 && template.hasSuffix("/")
        segments = template.split(separator: "/").map { piece in
            guard piece.hasPrefix("{"), piece.hasSuffix("}") else { return .literal(String(piece)) }
            let inner = piece.dropFirst().dropLast().split(separator: ":", maxSplits: 1)
            let kind = inner.count == 2 ? ParameterKind(rawValue: inner[1].lowercased()) ?? .plain : .plain
            return .parameter(name: String(inner.first ?? ""), kind: kind)
        }
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// The parameter names, in path order.
    public var parameters: [String] {
        segments.compactMap { if case .parameter(let name, _) = $0 { name } else { nil } }
    }

    /// The template as Blizzard documents it, e.g. `/d3/profile/{account}/hero/{heroId}`.
    public var description: String {
        render { name, _ in "{\(name)}" }
    }

    /// Fills the parameters with `arguments` in path order, percent-encoding each.
    ///
    /// - Throws: ``BattleNetError`` of kind `.invalidRequest` when the argument count does not match,
    ///   an argument is empty, or a BattleTag argument cannot be parsed.
    public func path(_ arguments: [PathArgument]) throws(BattleNetError) -> String {
        let names = parameters
        guard arguments.count == names.count else {
            throw BattleNetError(
                .invalidRequest,
                message: "\(description) takes \(names.count) path argument(s) (\(names.joined(separator: ", "))) but got \(arguments.count)"
            )
        }
        var values: [String] = []
        for (argument, segment) in zip(arguments, segments.filter(\.isParameter)) {
            guard case .parameter(let name, let kind) = segment else { continue }
            let text = try argument.pathText(as: kind, parameter: name)
            guard !text.isEmpty else {
                throw BattleNetError(.invalidRequest, message: "path argument \(name) is empty")
            }
            values.append(text)
        }
        var remaining = values[...]
        return render { _, _ in
            percentEncodedPathSegment(remaining.popFirst() ?? "")
        }
    }

    /// Whether a concrete path such as `/d3/data/act/1` fills this template (a trailing slash is ignored).
    public func matches(_ path: String) -> Bool {
        let pieces = path.split(separator: "/")
        guard pieces.count == segments.count else { return false }
        return zip(pieces, segments).allSatisfy { piece, segment in
            if case .literal(let text) = segment { text == piece } else { !piece.isEmpty }
        }
    }

    private func render(_ parameter: (String, ParameterKind) -> String) -> String {
        let body = segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .parameter(let name, let kind): parameter(name, kind)
            }
        }.joined(separator: "/")
        return "/" + body + (hasTrailingSlash ? "/" : "")
    }
}

extension PathTemplate.Segment {
    var isParameter: Bool { if case .parameter = self { true } else { false } }
}

/// A value for one path parameter. Integers, strings and ``BattleTag``s convert implicitly.
public struct PathArgument: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible {
    let text: String
    let battleTag: BattleTag?

    public init(_ text: String) { self.text = text; battleTag = nil }
    public init(_ number: Int) { self.init(String(number)) }
    public init(_ battleTag: BattleTag) { text = battleTag.description; self.battleTag = battleTag }
    /// A slug or other string-backed value, e.g. a class slug.
    public init<Value: RawRepresentable>(_ value: Value) where Value.RawValue == String { self.init(value.rawValue) }
    /// A numeric id such as an SC2 region or league id.
    public init<Value: RawRepresentable>(_ value: Value) where Value.RawValue == Int { self.init(value.rawValue) }
    public init(stringLiteral value: String) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(value) }

    public var description: String { text }

    func pathText(as kind: PathTemplate.ParameterKind, parameter: String) throws(BattleNetError) -> String {
        switch kind {
        case .plain:
            return text
        case .battleTag:
            guard let tag = battleTag ?? BattleTag(text) else {
                throw BattleNetError(
                    .invalidRequest,
                    message: "\(parameter) must be a BattleTag such as Name#1234, got \"\(text)\""
                )
            }
            return tag.pathValue
        }
    }
}

/// Percent-encodes `text` as one path segment: only RFC 3986 unreserved characters stay as they are.
public func percentEncodedPathSegment(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .rfc3986Unreserved) ?? text
}

/// Encodes `text` for an `application/x-www-form-urlencoded` body: the same unreserved set as a path segment.
func formEncoded(_ text: String) -> String { percentEncodedPathSegment(text) }

extension CharacterSet {
    static let rfc3986Unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    )
}
