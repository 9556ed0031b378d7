import Foundation

extension WoW {
    /// A value Blizzard sends as a machine-readable type beside its localized name, such as an item
    /// quality `{"type": "LEGENDARY", "name": "Legendary"}` or a faction `{"type": "HORDE"}`.
    ///
    /// `Kind` is an open value, so a type Blizzard adds decodes instead of failing; the name is
    /// absent in some bodies (leaderboards send factions as the type alone).
    ///
    /// ```swift
    /// let item = try await client.wow.item(id: 19019)
    /// item.quality.type == .legendary      // true
    /// item.quality.name                    // "Legendary" (one locale, or every locale when none was sent)
    /// ```
    public struct TypedName<Kind: OpenStringValue>: Codable, Hashable, Sendable, CustomStringConvertible {
        /// The machine-readable value, e.g. `LEGENDARY`.
        public let type: Kind
        /// The localized name, e.g. "Legendary"; absent in some bodies.
        public let name: LocalizedString?

        /// A typed name, e.g. `TypedName(type: .horde, name: "Horde")`.
        public init(type: Kind, name: LocalizedString? = nil) {
            self.type = type
            self.name = name
        }

        /// The name in English when there is one, else the type.
        public var description: String { name?.description ?? type.rawValue }
    }

    /// The raw type string of a ``TypedName`` that has no named constants of its own (e.g. an
    /// inventory type `WEAPON` or a binding `ON_ACQUIRE`).
    public struct TypeCode: OpenStringValue {
        /// The type string as Blizzard sends it.
        public let rawValue: String
        /// Any type string, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// A faction: `ALLIANCE`, `HORDE` or `NEUTRAL` (open: another value decodes too).
    public struct Faction: OpenStringValue {
        /// The faction as Blizzard sends it, e.g. `HORDE`.
        public let rawValue: String
        /// Any faction string, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The Alliance.
        public static let alliance: Faction = "ALLIANCE"
        /// The Horde.
        public static let horde: Faction = "HORDE"
        /// Neither faction (e.g. a neutral pandaren, or a faction-less reward).
        public static let neutral: Faction = "NEUTRAL"
    }

    /// A gender: `MALE` or `FEMALE` (open: another value decodes too).
    public struct Gender: OpenStringValue {
        /// The gender as Blizzard sends it, e.g. `FEMALE`.
        public let rawValue: String
        /// Any gender string, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Male.
        public static let male: Gender = "MALE"
        /// Female.
        public static let female: Gender = "FEMALE"
    }

    /// A name per gender, as Blizzard sends race and class names (`{"male": "Orc", "female": "Orc"}`).
    public struct GenderedName: Codable, Hashable, Sendable {
        /// The name for male characters.
        public let male: LocalizedString?
        /// The name for female characters.
        public let female: LocalizedString?

        /// A name per gender.
        public init(male: LocalizedString?, female: LocalizedString?) {
            self.male = male
            self.female = female
        }
    }
}
