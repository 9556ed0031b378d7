import Foundation

extension WoW.Operations {
    /// **Character Quests**: the quests a character has in progress, with a link to the completed ones.
    package static let characterQuests = APIOperation<WoW.CharacterQuests, RealmSlug, CharacterName>(
        "wowCharacterQuests", "/profile/wow/character/{realmSlug}/{characterName}/quests",
        namespace: .profile
    )

    /// **Character Completed Quests**: every quest a character has completed.
    package static let characterCompletedQuests = APIOperation<WoW.CharacterCompletedQuests, RealmSlug, CharacterName>(
        "wowCharacterCompletedQuests", "/profile/wow/character/{realmSlug}/{characterName}/quests/completed", namespace: .profile
    )
}

extension WoW {
    /// The quests a character has in progress.
    ///
    /// ```swift
    /// let quests = try await client.wow.characterQuests(realm: "norgannon", name: "Drinian")
    /// quests.inProgress?.first?.name   // "Test Your Strength"
    /// ```
    public struct CharacterQuests: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterQuests>?
        /// The character, e.g. "Drinian" on Norgannon.
        public let character: CharacterReference
        /// The quests in progress, e.g. "Test Your Strength" (`29433`); optional because a character
        /// with none need not send the list.
        public let inProgress: [BattleNetReference<Quest>]?
        /// The character's completed quests, e.g. `.../drinian/quests/completed?namespace=profile-us`.
        public let completed: BattleNetLink<CharacterCompletedQuests>

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, inProgress = "in_progress", completed
        }
    }

    /// Every quest a character has completed (8,122 quests for Sheday in 2020).
    public struct CharacterCompletedQuests: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterCompletedQuests>?
        /// The character, e.g. "Sheday" on Stormrage.
        public let character: CharacterReference
        /// The completed quests, e.g. "Riverpaw Gnoll Bounty" (`11`); optional because a character
        /// with none need not send the list.
        public let quests: [BattleNetReference<Quest>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, quests
        }
    }
}
