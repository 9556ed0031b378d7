import Foundation

extension WoW.Operations {
    /// **Character Titles Summary**: the titles a character has earned and the one it shows.
    package static let characterTitlesSummary = APIOperation<WoW.CharacterTitlesSummary, RealmSlug, CharacterName>(
        "wowCharacterTitlesSummary", "/profile/wow/character/{realmSlug}/{characterName}/titles",
        namespace: .profile
    )
}

extension WoW {
    /// A character's titles.
    ///
    /// ```swift
    /// let titles = try await client.wow.characterTitlesSummary(realm: "norgannon", name: "drinian")
    /// titles.activeTitle?.displayString   // "Battlelord {name}"
    /// titles.titles?.count                // 3
    /// ```
    public struct CharacterTitlesSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterTitlesSummary>?
        /// The character, e.g. "Drinian" on Norgannon.
        public let character: CharacterReference
        /// The title shown with the name, e.g. "Battlelord"; absent without one.
        public let activeTitle: CharacterActiveTitle?
        /// The titles earned, e.g. "of the Shattered Sun" (38); absent in the 2019 Stormrage recording.
        public let titles: [BattleNetReference<Title>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, activeTitle = "active_title", titles
        }
    }
}
