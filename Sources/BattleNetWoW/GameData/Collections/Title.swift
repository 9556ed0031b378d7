import Foundation

extension WoW.Operations {
    /// **Title Index**: every character title.
    package static let titleIndex = APIOperation<WoW.TitleIndex>(
        "wowTitleIndex", "/data/wow/title/index", namespace: .static
    )

    /// **Title**: one character title with its male and female forms.
    package static let title = APIOperation<WoW.Title, Int>(
        "wowTitle", "/data/wow/title/{titleId}", namespace: .static
    )
}

extension WoW {
    /// Every character title (368 titles in the 8.2.5 body).
    public struct TitleIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<TitleIndex>?
        /// The titles, e.g. "Private" (id `1`).
        public let titles: [BattleNetReference<Title>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", titles
        }
    }

    /// One character title.
    ///
    /// ```swift
    /// let title = try await client.wow.title(id: 6)
    /// title.name                      // "Knight"
    /// title.genderName.female         // "Knight {name}"
    /// ```
    public struct Title: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Title>?
        /// The title id, e.g. `6`.
        public let id: Int
        /// The title, e.g. "Knight".
        public let name: LocalizedString
        /// The title as shown with a character's name, per gender, e.g. "Knight {name}".
        public let genderName: GenderedName
        /// What awards it (achievements or quests); in no recorded body.
        public let source: TitleSource?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, genderName = "gender_name", source
        }
    }

    /// What awards a ``Title``.
    public struct TitleSource: Codable, Hashable, Sendable {
        /// The kind of source, e.g. `ACHIEVEMENT`.
        public let type: TypedName<TitleSourceType>
        /// The achievements that award it.
        public let achievements: [BattleNetReference<Achievement>]?
        /// The quests that award it.
        public let quests: [BattleNetReference<Quest>]?

        enum CodingKeys: String, CodingKey {
            case type, achievements, quests
        }
    }

    /// The kind of a ``TitleSource`` (open: another kind decodes too).
    public struct TitleSourceType: OpenStringValue {
        /// The kind as Blizzard sends it, e.g. `ACHIEVEMENT`.
        public let rawValue: String
        /// Any kind, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Awarded by achievements (``TitleSource/achievements``).
        public static let achievement: TitleSourceType = "ACHIEVEMENT"
        /// Awarded by quests (``TitleSource/quests``).
        public static let quest: TitleSourceType = "QUEST"
    }
}
