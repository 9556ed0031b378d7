import Foundation

/// A value an operation takes as an argument: it fills one or more `{parameters}` of the path.
///
/// The argument types of an ``APIOperation`` are part of its declaration, so a call with the wrong
/// number or type of arguments does not compile. Most types fill one path segment and conform through
/// ``PathComponentArgument``; a type such as SC2's profile reference fills three.
///
/// Each argument type also knows how to read itself from command-line text, which is how `bnet call`
/// refuses `bnet call d3Act abc` before anything is sent.
public protocol EndpointArgument: Sendable {
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
public protocol PathComponentArgument: EndpointArgument {
    /// The unencoded text for the parameter (the path builder percent-encodes it).
    /// - Throws: ``BattleNetError`` `.invalidRequest` when the value cannot be sent.
    func pathComponent() throws(BattleNetError) -> String
    /// Reads a value from one piece of text.
    /// - Throws: ``BattleNetError`` `.invalidRequest` naming what was expected.
    init(pathComponent text: String) throws(BattleNetError)
}

extension PathComponentArgument {
    public static var pathParameterCount: Int { 1 }

    public func pathValues() throws(BattleNetError) -> [String] { [try pathComponent()] }

    public init(arguments: [String]) throws(BattleNetError) {
        guard arguments.count == 1, let text = arguments.first else {
            throw BattleNetError(.invalidRequest, message: "expected one value, got \(arguments.count)")
        }
        try self.init(pathComponent: text)
    }
}

extension BattleNetError {
    /// The error for an argument that does not read as its type: `.invalidRequest`, saying what was expected.
    public static func badArgument(_ text: String, expected: String) -> BattleNetError {
        BattleNetError(.invalidRequest, message: "expected \(expected), got \"\(text)\"")
    }
}

// MARK: Standard argument types

extension Int: PathComponentArgument {
    public static var argumentDescription: String { "an integer" }
    public func pathComponent() -> String { String(self) }
    public init(pathComponent text: String) throws(BattleNetError) {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else { throw .badArgument(text, expected: "an integer") }
        self = value
    }
}

extension String: PathComponentArgument {
    public static var argumentDescription: String { "a non-empty text" }
    public func pathComponent() throws(BattleNetError) -> String {
        guard !trimmingCharacters(in: .whitespaces).isEmpty else {
            throw BattleNetError(.invalidRequest, message: "a path argument is empty")
        }
        return self
    }
    public init(pathComponent text: String) throws(BattleNetError) {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw .badArgument(text, expected: "a non-empty text") }
        self = text
    }
}

extension BattleTag: PathComponentArgument {
    public static var argumentDescription: String { "a BattleTag such as Name#1234" }
    public func pathComponent() throws(BattleNetError) -> String {
        guard isValid else {
            throw BattleNetError(.invalidRequest, message: "\"\(description)\" is not a BattleTag such as Name#1234")
        }
        return pathValue
    }
    public init(pathComponent text: String) throws(BattleNetError) {
        guard let tag = BattleTag(text) else { throw .badArgument(text, expected: Self.argumentDescription) }
        self = tag
    }
}

extension PathComponentArgument where Self: OpenStringValue {
    public static var argumentDescription: String { "a slug" }
    public func pathComponent() throws(BattleNetError) -> String { try rawValue.pathComponent() }
    public init(pathComponent text: String) throws(BattleNetError) {
        self.init(rawValue: try String(pathComponent: text))
    }
}

extension PathComponentArgument where Self: OpenIntegerValue {
    public static var argumentDescription: String { "an integer" }
    /// The integer in decimal, as the path carries it.
    public func pathComponent() -> String { String(rawValue) }
    public init(pathComponent text: String) throws(BattleNetError) {
        self.init(rawValue: try Int(pathComponent: text))
    }
}

extension RealmSlug: PathComponentArgument {
    public static var argumentDescription: String { "a realm slug or English realm name, e.g. area-52 or \"Area 52\"" }
    public func pathComponent() throws(BattleNetError) -> String {
        guard !pathValue.isEmpty else { throw BattleNetError(.invalidRequest, message: "a realm slug is empty") }
        return pathValue
    }
    public init(pathComponent text: String) throws(BattleNetError) { try self.init(validating: text) }
}

extension CharacterName: PathComponentArgument {
    public static var argumentDescription: String { "a character name, e.g. Альвеоняша" }
    public func pathComponent() throws(BattleNetError) -> String {
        guard !pathValue.isEmpty else { throw BattleNetError(.invalidRequest, message: "a character name is empty") }
        return pathValue
    }
    public init(pathComponent text: String) throws(BattleNetError) { try self.init(validating: text) }
}
