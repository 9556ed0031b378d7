import Foundation

/// A model that decodes itself straight from a ``JSONReader``: the fast path ``ResponseDecoding``
/// takes for large bodies instead of `JSONDecoder`. The result must equal what the model's
/// `Decodable` conformance gives for the same bytes: absent or `null` optional keys are `nil`,
/// unknown keys are ignored, a repeated key keeps its first value, and a missing or wrong-typed
/// value is a failure carrying its path.
///
/// A game's models do not write their readers: a model opts in with an empty conformance in its
/// game's `JSON/FastPath.swift` (`extension WoW.Commodities: JSONReadable {}`), and `bnet-generate`
/// writes the `init(reading:)` of that model and of every model type it holds into the module's
/// `Generated` folder (`Generated/GameData/Auctions/AuctionHouse+Reading.swift` for `GameData/Auctions/AuctionHouse.swift`), from their stored properties and
/// `CodingKeys`; `bnet-generate --check` fails when one is stale. Only a model that decodes itself
/// (its own `init(from:)`), or reads into packed storage, keeps a reader written by hand beside it.
/// A generated reader reads its object key by key with the model's `CodingKeys` as a ``JSONKeyTable``:
///
/// ```swift
/// extension WoW.Commodity: JSONReadable {
///     static let readKeys = JSONKeyTable<CodingKeys>([.id, .unitPrice])
///
///     package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
///         var id: Int?
///         var unitPrice: Int?
///         var object = try reader.beginObject()
///         while let field = try reader.nextKey(in: &object, of: Self.readKeys) {
///             switch field {
///             case .id: id = try reader.read(Int.self, for: field)
///             case .unitPrice: unitPrice = try reader.read(Int?.self, for: field)
///             }
///         }
///         self.id = try reader.required(id, CodingKeys.id)
///         self.unitPrice = unitPrice
///     }
/// }
/// ```
@usableFromInline package protocol JSONReadable {
    /// Reads one value of this type at the reader's position, leaving the reader after it.
    /// - Throws: ``JSONReader/Failure`` when the bytes are not JSON or not of this shape.
    init(reading reader: inout JSONReader) throws(JSONReader.Failure)
}

extension JSONReader {
    /// Reads the value of `key` (just returned by ``nextKey(in:of:)``); a failure inside it gets
    /// `key` added to its path.
    @inlinable package mutating func read<T: JSONReadable, Key: CodingKey>(_ type: T.Type, for key: Key) throws(Failure) -> T {
        do throws(Failure) {
            return try T(reading: &self)
        } catch {
            var failure = error
            failure.prepend(.key(key.stringValue))
            throw failure
        }
    }

    /// `value`, or a ``Failure/Reason/keyNotFound(_:)`` failure naming `key` when it was absent.
    @inlinable package func required<T, Key: CodingKey>(_ value: T?, _ key: Key) throws(Failure) -> T {
        guard let value else {
            var failure = Failure(.keyNotFound(key.stringValue), offset: position)
            failure.prepend(.key(key.stringValue))
            throw failure
        }
        return value
    }
}

extension Optional: JSONReadable where Wrapped: JSONReadable {
    /// `nil` for `null`, else the wrapped value.
    @inlinable package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        self = try reader.readNull() ? nil : Wrapped(reading: &reader)
    }
}

extension JSONReader {
    /// Reads an array, calling `element` with the reader at each of its values in order (it must read
    /// the value whole); a failure inside one gets the value's index added to its path.
    ///
    /// ```swift
    /// var ids: [Int] = []
    /// let count = try reader.readElements(expected: "an array of Int") { reader throws(JSONReader.Failure) in
    ///     ids.append(try Int(reading: &reader))
    /// }
    /// ```
    /// - Returns: How many values the array held.
    /// - Throws: ``JSONReader/Failure`` when the value is not an array, or what `element` throws.
    @inlinable @discardableResult
    package mutating func readElements(
        expected: String = "an array", _ element: (inout JSONReader) throws(Failure) -> Void
    ) throws(Failure) -> Int {
        try beginArray(expected: expected)
        var started = false
        var count = 0
        while try nextElement(started: &started) {
            do throws(Failure) {
                try element(&self)
            } catch {
                var failure = error
                failure.prepend(.index(count))
                throw failure
            }
            count += 1
        }
        return count
    }
}

extension Array: JSONReadable where Element: JSONReadable {
    /// The elements in order; a failure inside one gets its index added to the path.
    @inlinable package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var elements: [Element] = []
        try reader.readElements(expected: "an array of \(Element.self)") { reader throws(JSONReader.Failure) in
            elements.append(try Element(reading: &reader))
        }
        self = elements
    }
}

extension Int: JSONReadable {
    /// An integer number (`1.0` and `1e3` too, as with `JSONDecoder`).
    @inlinable package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        self = Int(try reader.readInt64(expected: "Int"))
    }
}

extension Int64: JSONReadable {
    /// An integer number (`1.0` and `1e3` too, as with `JSONDecoder`).
    @inlinable package init(reading reader: inout JSONReader) throws(JSONReader.Failure) { self = try reader.readInt64() }
}

extension UInt64: JSONReadable {
    /// A non-negative integer number.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) { self = try reader.readUInt64() }
}

extension Double: JSONReadable {
    /// Any number, as the nearest `Double`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) { self = try reader.readDouble() }
}

extension Bool: JSONReadable {
    /// `true` or `false`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) { self = try reader.readBool() }
}

extension String: JSONReadable {
    /// A string, escapes decoded.
    @inlinable package init(reading reader: inout JSONReader) throws(JSONReader.Failure) { self = try reader.readString() }
}

extension LargeNumber: JSONReadable {
    /// A number (or a string holding one) as its `Codable` form reads it.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) { self = try reader.readLargeNumber() }
}

extension OpenStringValue {
    /// Any string, known or not (the conformance to ``JSONReadable`` is declared per type).
    @inlinable package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        self.init(rawValue: try reader.readString(expected: "String"))
    }
}

extension OpenIntegerValue {
    /// An integer or a string holding one, as the `Codable` form reads it (the conformance to
    /// ``JSONReadable`` is declared per type).
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        if reader.nextKind() == .string {
            let offset = reader.position
            guard let number = Int(try reader.readString()) else {
                throw JSONReader.Failure(.typeMismatch(expected: "an integer", found: "a string that is not one"), offset: offset)
            }
            self.init(rawValue: number)
        } else {
            self.init(rawValue: Int(try reader.readInt64(expected: "an integer")))
        }
    }
}

extension EpochTime {
    /// `null`, a number or a string holding one, as the `Codable` form reads it (the conformance to
    /// ``JSONReadable`` is declared per type).
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        self.init(rawValue: try reader.readNull() ? nil : reader.readLargeNumber())
    }
}

extension EpochSeconds: JSONReadable {}
extension EpochMilliseconds: JSONReadable {}

/// The one key of a link.
enum LinkKeys: String, CodingKey, CaseIterable, Sendable { case href }
let linkKeys = JSONKeyTable<LinkKeys>()
/// The one key of `_links` that is read.
enum SelfLinksKeys: String, CodingKey, CaseIterable, Sendable { case selfLink = "self" }
let selfLinksKeys = JSONKeyTable<SelfLinksKeys>()
/// The keys of a reference.
enum ReferenceKeys: String, CodingKey, CaseIterable, Sendable { case key, id, name }
let referenceKeys = JSONKeyTable<ReferenceKeys>()

extension BattleNetLink: JSONReadable {
    /// `{"href": "..."}`; an empty href or one that is not a URL even percent-encoded is a failure.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var url: URL?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: linkKeys) {
            let offset = reader.position
            // Parsed once: making the URL is most of the cost of a link.
            guard let parsed = Self.url(from: try reader.read(String.self, for: key)) else {
                var failure = JSONReader.Failure(.invalidValue("href is not a URL"), offset: offset)
                failure.prepend(.key("href"))
                throw failure
            }
            url = parsed
        }
        self.init(href: try reader.required(url, LinkKeys.href))
    }
}

extension SelfLinks: JSONReadable {
    /// `{"self": {"href": "..."}}`; other links are ignored.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var link: BattleNetLink<Target>?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: selfLinksKeys) {
            link = try reader.read(BattleNetLink<Target>.self, for: key)
        }
        self.init(selfLink: try reader.required(link, SelfLinksKeys.selfLink))
    }
}

extension BattleNetReference: JSONReadable {
    /// `{"key": {"href": "..."}, "id": 6, "name": "..."}`, `id` and `name` optional.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var link: BattleNetLink<Target>?
        var id: Int?
        var name: LocalizedString?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: referenceKeys) {
            switch key {
            case .key: link = try reader.read(BattleNetLink<Target>.self, for: key)
            case .id: id = try reader.read(Int?.self, for: key)
            case .name: name = try reader.read(LocalizedString?.self, for: key)
            }
        }
        self.init(key: try reader.required(link, ReferenceKeys.key), id: id, name: name)
    }
}

/// A key of a localized table, which any string is.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension LocalizedString: JSONReadable {
    /// A string, or an object of locale to string (`null` translations dropped).
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        switch reader.nextKind() {
        case .string:
            self.init(try reader.readString())
        case .object:
            var translations: [LocaleCode: String] = [:]
            var seen: Set<String> = []
            _ = try reader.beginObject()
            var started = false
            while try reader.nextMember(started: &started) {
                let locale = try reader.readString()
                try reader.expect(UInt8(ascii: ":"), "':'")
                let value = try reader.read(String?.self, for: AnyKey(stringValue: locale))
                // A repeated locale keeps its first value, as with JSONDecoder.
                guard seen.insert(locale).inserted else { continue }
                if let value { translations[LocaleCode(rawValue: locale)] = value }
            }
            self.init(translations: translations)
        default:
            throw reader.mismatch(expected: "a string or an object of translations")
        }
    }
}

extension JSONReader {
    /// For objects read as dictionaries: whether another member follows (the reader is then at its
    /// key); `false` after the closing `}`.
    @usableFromInline mutating func nextMember(started: inout Bool) throws(Failure) -> Bool {
        skipWhitespace()
        guard position < count else { throw failure(.unexpectedEnd) }
        if bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return false
        }
        if started {
            guard bytes[position] == UInt8(ascii: ",") else { throw expected("',' or '}'") }
            position += 1
            skipWhitespace()
        }
        guard peek == UInt8(ascii: "\"") else { throw expected("a key") }
        started = true
        return true
    }
}

