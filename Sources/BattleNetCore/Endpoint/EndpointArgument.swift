import Foundation

/// A value an operation takes as an argument: it fills one or more `{parameters}` of the path.
///
/// The argument types of an ``APIOperation`` are part of its declaration, so a call with the wrong
/// number or type of arguments does not compile. Most types fill one path segment and conform through
/// ``PathComponentArgument``; a type such as SC2's profile reference fills three.
///
/// Each argument type also knows how to read itself from command-line text, which is how `bnet call`
/// refuses `bnet call d3Act abc` before anything is sent.
package protocol EndpointArgument: Sendable {
    /// How many `{parameters}` of the path template this value fills, in path order.
    static var pathParameterCount: Int { get }
    /// What a value looks like, for usage messages: `an integer`, `a BattleTag such as Name#1234`.
    static var argumentDescription: String { get }
    /// The unencoded text of each parameter this value fills, in path order.
    ///
    /// - Throws: ``BattleNetError`` `.invalidRequest` when the value cannot be sent (an empty slug, a
    ///   string literal that is not a BattleTag).
    func pathValues() throws(BattleNetError) -> [String]
    /// Reads a value from text as a user types it, one string per parameter.
    ///
    /// - Throws: ``BattleNetError`` `.invalidRequest` naming what was expected.
    init(arguments: [String]) throws(BattleNetError)
}

/// An ``EndpointArgument`` that fills exactly one path parameter.
///
/// ```swift
/// extension D3.ArtisanSlug: PathComponentArgument {}   // OpenStringValue types conform for free
/// ```
package protocol PathComponentArgument: EndpointArgument {
    /// The unencoded text for the parameter (the path builder percent-encodes it).
    /// - Throws: ``BattleNetError`` `.invalidRequest` when the value cannot be sent.
    func pathComponent() throws(BattleNetError) -> String
    /// Reads a value from one piece of text.
    /// - Throws: ``BattleNetError`` `.invalidRequest` naming what was expected.
    init(pathComponent text: String) throws(BattleNetError)
}

extension PathComponentArgument {
    package static var pathParameterCount: Int { 1 }

    package func pathValues() throws(BattleNetError) -> [String] { [try pathComponent()] }

    package init(arguments: [String]) throws(BattleNetError) {
        guard arguments.count == 1, let text = arguments.first else {
            throw BattleNetError(.invalidRequest, message: "expected one value, got \(arguments.count)")
        }
        try self.init(pathComponent: text)
    }
}

extension BattleNetError {
    /// The error for an argument that does not read as its type: `.invalidRequest`, saying what was expected.
    package static func badArgument(_ text: String, expected: String) -> BattleNetError {
        BattleNetError(.invalidRequest, message: "expected \(expected), got \"\(text)\"")
    }
}

// MARK: Standard argument types

extension Int: PathComponentArgument {
    package static var argumentDescription: String { "an integer" }
    package func pathComponent() -> String { String(self) }
    package init(pathComponent text: String) throws(BattleNetError) {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else { throw .badArgument(text, expected: "an integer") }
        self = value
    }
}

extension String: PathComponentArgument {
    package static var argumentDescription: String { "a non-empty text" }
    package func pathComponent() throws(BattleNetError) -> String {
        guard !trimmingCharacters(in: .whitespaces).isEmpty else {
            throw BattleNetError(.invalidRequest, message: "a path argument is empty")
        }
        return self
    }
    package init(pathComponent text: String) throws(BattleNetError) {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw .badArgument(text, expected: "a non-empty text") }
        self = text
    }
}

extension BattleTag: PathComponentArgument {
    package static var argumentDescription: String { "a BattleTag such as Name#1234" }
    package func pathComponent() throws(BattleNetError) -> String {
        guard isValid else {
            throw BattleNetError(.invalidRequest, message: "\"\(description)\" is not a BattleTag such as Name#1234")
        }
        return pathValue
    }
    package init(pathComponent text: String) throws(BattleNetError) {
        guard let tag = BattleTag(text) else { throw .badArgument(text, expected: Self.argumentDescription) }
        self = tag
    }
}

extension PathComponentArgument where Self: OpenStringValue {
    package static var argumentDescription: String { "a slug" }
    package func pathComponent() throws(BattleNetError) -> String { try rawValue.pathComponent() }
    package init(pathComponent text: String) throws(BattleNetError) {
        self.init(rawValue: try String(pathComponent: text))
    }
}

extension PathComponentArgument where Self: OpenIntegerValue {
    package static var argumentDescription: String { "an integer" }
    /// The integer in decimal, as the path carries it.
    package func pathComponent() -> String { String(rawValue) }
    package init(pathComponent text: String) throws(BattleNetError) {
        self.init(rawValue: try Int(pathComponent: text))
    }
}

/// A path value typed as text and checked when read (a game module's slugs and names):
/// an empty one cannot be sent, and text is read with the type's `init(validating:)`.
package protocol TextPathArgument: PathComponentArgument {
    /// What the value is, for the error of an empty one, e.g. `a realm slug`.
    static var emptyValueName: String { get }
    /// The value as the path carries it, before percent-encoding.
    var pathValue: String { get }
    /// Reads user input, refusing text that cannot name such a value.
    init(validating text: String) throws(BattleNetError)
}

extension TextPathArgument {
    package func pathComponent() throws(BattleNetError) -> String {
        guard !pathValue.isEmpty else { throw BattleNetError(.invalidRequest, message: "\(Self.emptyValueName) is empty") }
        return pathValue
    }
    package init(pathComponent text: String) throws(BattleNetError) { try self.init(validating: text) }

    /// `value` (read from `text`) when it can go into a path: not empty, and without `/`, `?`, `#`, a
    /// control character or, when `allowsSpaces` is false, white space.
    /// - Throws: ``BattleNetError`` `.invalidRequest` with `explanation` and the text given.
    package static func checked(_ value: Self, from text: String, allowsSpaces: Bool, explanation: String) throws(BattleNetError) -> Self {
        let invalid = value.pathValue.isEmpty || value.pathValue.unicodeScalars.contains { scalar in
            "/?#".unicodeScalars.contains(scalar) || (!allowsSpaces && scalar.properties.isWhitespace)
                || scalar.properties.generalCategory == .control
        }
        guard !invalid else { throw BattleNetError(.invalidRequest, message: "\(explanation); got \(text.debugDescription)") }
        return value
    }
}
