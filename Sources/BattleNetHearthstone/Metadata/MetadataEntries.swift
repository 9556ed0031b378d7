import Foundation

extension Hearthstone {
    /// The name of one metadata list, the `{type}` of `GET /hearthstone/metadata/{type}` (open: any name
    /// Blizzard adds works).
    ///
    /// The known names are the keys of the metadata document.
    public struct MetadataType: OpenStringValue {
        /// The name as the path takes it, e.g. `sets`.
        public let rawValue: String
        /// Any list name, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The card sets: ``CardSet`` elements.
        public static let sets: MetadataType = "sets"
        /// The set groups: ``SetGroup`` elements.
        public static let setGroups: MetadataType = "setGroups"
        /// The game modes: ``GameMode`` elements.
        public static let gameModes: MetadataType = "gameModes"
        /// The ids of the Arena cards: bare numbers.
        public static let arenaIDs: MetadataType = "arenaIds"
        /// The card types: ``CardType`` elements.
        public static let types: MetadataType = "types"
        /// The rarities: ``Rarity`` elements.
        public static let rarities: MetadataType = "rarities"
        /// The classes: ``CardClass`` elements.
        public static let classes: MetadataType = "classes"
        /// The minion types: ``MinionType`` elements.
        public static let minionTypes: MetadataType = "minionTypes"
        /// The spell schools: ``SpellSchool`` elements.
        public static let spellSchools: MetadataType = "spellSchools"
        /// The Mercenaries roles: ``MercenaryRole`` elements.
        public static let mercenaryRoles: MetadataType = "mercenaryRoles"
        /// The Mercenaries factions: ``MercenaryFaction`` elements.
        public static let mercenaryFactions: MetadataType = "mercenaryFactions"
        /// The keywords: ``Keyword`` elements.
        public static let keywords: MetadataType = "keywords"
        /// The filterable card fields: bare strings.
        public static let filterableFields: MetadataType = "filterableFields"
        /// The numeric card fields: bare strings.
        public static let numericFields: MetadataType = "numericFields"
        /// The card-back categories: ``CardBackCategory`` elements.
        public static let cardBackCategories: MetadataType = "cardBackCategories"
        /// The Battlegrounds game modes: ``GameMode`` elements.
        public static let bgGameModes: MetadataType = "bgGameModes"
        /// The factions: ``Faction`` elements.
        public static let factions: MetadataType = "factions"

        /// Every list name this package knows, in the order of the catalogue.
        public static let known: [MetadataType] = [
            .sets, .setGroups, .gameModes, .arenaIDs, .types, .rarities, .classes, .minionTypes, .spellSchools,
            .mercenaryRoles, .mercenaryFactions, .keywords, .filterableFields, .numericFields, .cardBackCategories,
            .bgGameModes, .factions,
        ]
    }

    /// One metadata list: a JSON array of objects
    /// (`{id, slug, name, …}`) for most lists, of bare strings for `filterableFields` and
    /// `numericFields`, of numbers for `arenaIds`.
    ///
    /// Every element is kept whole (``MetadataEntry/value``), so nothing is lost whatever the list; read
    /// the common fields from each entry, or decode the list into its element type with
    /// ``decoded(as:)``.
    ///
    /// ```swift
    /// // The recorded keywords list (EU, en_GB, 2019):
    /// let entries = try Recordings.decode(Hearthstone.MetadataEntries.self, "hs/metadata-type__keywords.json")
    /// entries.count                   // 31
    /// entries[0].name                 // "Taunt"
    /// let keywords = try entries.decoded(as: Hearthstone.Keyword.self)
    /// keywords[0].referenceText       // "Enemies must attack minions that have Taunt."
    /// ```
    public struct MetadataEntries: Codable, Hashable, Sendable, RandomAccessCollection {
        /// The elements, in the order of the body.
        public let entries: [MetadataEntry]

        /// A list of these entries.
        public init(_ entries: [MetadataEntry]) { self.entries = entries }

        /// Decodes a JSON array of any elements.
        /// - Throws: `DecodingError` when the body is not an array.
        public init(from decoder: any Decoder) throws {
            entries = try decoder.singleValueContainer().decode([MetadataEntry].self)
        }

        /// Encodes the array as it arrived.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(entries)
        }

        /// The index of the first entry, `0`.
        public var startIndex: Int { entries.startIndex }
        /// The index past the last entry.
        public var endIndex: Int { entries.endIndex }
        /// The entry at `position`.
        public subscript(position: Int) -> MetadataEntry { entries[position] }

        /// The list decoded as an array of `Element` (``Keyword``, ``CardSet``, `String` for
        /// `filterableFields`, `Int` for `arenaIds`…), with the package's decoder.
        /// - Throws: `BattleNetError` `.decoding` when an element does not fit `Element`.
        public func decoded<Element: Decodable>(as type: Element.Type) throws -> [Element] {
            let data = try JSONEncoder().encode(entries.map(\.value))
            return try ResponseDecoding.decode([Element].self, from: data)
        }

        /// The bare strings of the list (`filterableFields`, `numericFields`); elements of other shapes
        /// are left out.
        public var strings: [String] { entries.compactMap(\.value.string) }

        /// The bare numbers of the list (`arenaIds`); elements of other shapes are left out.
        public var integers: [Int] { entries.compactMap(\.value.intValue) }

        /// The first entry whose id is `id`.
        public func entry(id: MetadataID) -> MetadataEntry? { entries.first { $0.id == id } }

        /// The first entry whose slug is `slug`.
        public func entry(slug: String) -> MetadataEntry? { entries.first { $0.slug == slug } }
    }

    /// One element of a metadata list: an object with the common `id`, `slug` and `name` (and any other
    /// fields, kept in ``value``), or a bare string or number.
    public struct MetadataEntry: Codable, Hashable, Sendable {
        /// The element exactly as it arrived.
        public let value: JSONValue

        /// An element holding `value`.
        public init(_ value: JSONValue) { self.value = value }

        /// Decodes any JSON value.
        /// - Throws: `DecodingError` only for input that is not JSON.
        public init(from decoder: any Decoder) throws {
            value = try JSONValue(from: decoder)
        }

        /// Encodes the element as it arrived.
        public func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }

        /// The object's `id` (a number, or a string such as `"*"`); `nil` for a bare value or an object
        /// without one (set groups).
        public var id: MetadataID? {
            switch value["id"] {
            case .integer(let number): .number(number)
            case .double(let number) where number.rounded() == number && abs(number) < 9e15: .number(Int(number))
            case .string(let text): MetadataID(text)
            default: nil
            }
        }

        /// The object's `slug`, e.g. `taunt`.
        public var slug: String? { value["slug"]?.string }

        /// The object's `name`, a string or an object keyed by locale; `nil` for a bare value.
        public var name: LocalizedString? { value["name"]?.localizedString }

        /// The bare string of a `filterableFields` or `numericFields` element, e.g. `manaCost`.
        public var string: String? { value.string }

        /// The bare number of an `arenaIds` element.
        public var integer: Int? { value.intValue }

        /// The object's fields; empty for a bare value.
        public var fields: [String: JSONValue] { value.objectValue ?? [:] }

        /// The object's field `key`, e.g. `entry["refText"]`; `nil` when absent or for a bare value.
        public subscript(key: String) -> JSONValue? { value[key] }

        /// The element decoded as `Element` (e.g. ``Keyword``), with the package's decoder.
        /// - Throws: `BattleNetError` `.decoding` when the element does not fit `Element`.
        public func decoded<Element: Decodable>(as type: Element.Type) throws -> Element {
            let data = try JSONEncoder().encode(value)
            return try ResponseDecoding.decode(Element.self, from: data)
        }
    }

    /// A JSON value kept as it arrived: the elements of a metadata list (``MetadataEntry``), whatever
    /// their shape.
    public enum JSONValue: Codable, Hashable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A whole number.
        case integer(Int)
        /// A number with a fraction (or too large for `Int`).
        case double(Double)
        /// A string.
        case string(String)
        /// An array.
        case array([JSONValue])
        /// An object.
        case object([String: JSONValue])

        /// Decodes any JSON value.
        /// - Throws: `DecodingError` only for input that is not JSON.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let flag = try? container.decode(Bool.self) {
                self = .bool(flag)
            } else if let number = try? container.decode(Int.self) {
                self = .integer(number)
            } else if let number = try? container.decode(Double.self) {
                self = .double(number)
            } else if let text = try? container.decode(String.self) {
                self = .string(text)
            } else if let list = try? container.decode([JSONValue].self) {
                self = .array(list)
            } else {
                self = .object(try container.decode([String: JSONValue].self))
            }
        }

        /// Encodes the value as it arrived.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let flag): try container.encode(flag)
            case .integer(let number): try container.encode(number)
            case .double(let number): try container.encode(number)
            case .string(let text): try container.encode(text)
            case .array(let list): try container.encode(list)
            case .object(let object): try container.encode(object)
            }
        }

        /// The field `key` of an object; `nil` when absent or for any other value.
        public subscript(key: String) -> JSONValue? { objectValue?[key] }

        /// The string, for a string.
        public var string: String? {
            if case .string(let text) = self { return text }
            return nil
        }

        /// The number, for a whole number (or a double without a fraction).
        public var intValue: Int? {
            switch self {
            case .integer(let number): number
            case .double(let number) where number.rounded() == number && abs(number) < 9e15: Int(number)
            default: nil
            }
        }

        /// The fields, for an object.
        public var objectValue: [String: JSONValue]? {
            if case .object(let object) = self { return object }
            return nil
        }

        /// The elements, for an array.
        public var arrayValue: [JSONValue]? {
            if case .array(let list) = self { return list }
            return nil
        }

        /// The value as localized text: a string, or an object of strings keyed by locale.
        var localizedString: LocalizedString? {
            switch self {
            case .string(let text): return LocalizedString(text)
            case .object(let object):
                var translations: [LocaleCode: String] = [:]
                for (key, value) in object {
                    if let text = value.string { translations[LocaleCode(rawValue: key)] = text }
                }
                return LocalizedString(translations: translations)
            default: return nil
            }
        }
    }
}
