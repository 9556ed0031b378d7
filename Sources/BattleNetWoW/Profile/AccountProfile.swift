import Foundation

extension WoW.Operations {
    /// **Account Profile Summary**: the signed-in player's World of Warcraft accounts and their
    /// characters. Needs a user token with the `wow.profile` scope (sign the player in first); a
    /// client token is refused before anything is sent.
    package static let accountProfileSummary = APIOperation<WoW.AccountProfileSummary>(
        "wowAccountProfileSummary", "/profile/user/wow", namespace: .profile,
        flavors: .retailAndClassicProfiles,
        token: .user(scope: .wowProfile)
    )
}

extension WoW {
    /// The signed-in player's World of Warcraft accounts, each with its characters on every realm.
    ///
    /// ```swift
    /// let summary = try await client.wow.accountProfileSummary()     // needs a wow.profile user token
    /// summary.wowAccounts?.first?.characters.map(\.name)             // ["Bregal932B58", "Rilian"]
    /// ```
    public struct AccountProfileSummary: Codable, Hashable, Sendable {
        /// The links of this document: itself, the Battle.net user and the WoW profile.
        public let links: AccountProfileLinks?
        /// The Battle.net account id, e.g. `1142637`.
        public let id: Int
        /// The World of Warcraft licences of the account, each with its characters; absent for an
        /// account without any.
        public let wowAccounts: [AccountProfileWoWAccount]?
        /// The link to the account's collections (mounts, pets, toys, heirlooms, transmogs).
        public let collections: BattleNetLink<Data>?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, wowAccounts = "wow_accounts", collections
        }
    }

    /// The `_links` of an ``AccountProfileSummary``.
    public struct AccountProfileLinks: Codable, Hashable, Sendable {
        /// This document, e.g. `.../profile/user/wow?namespace=profile-us`.
        public let selfLink: BattleNetLink<AccountProfileSummary>
        /// The Battle.net user, e.g. `.../profile/user`.
        public let user: BattleNetLink<Data>?
        /// The World of Warcraft profile, e.g. `.../profile/user/wow?namespace=profile-us`.
        public let profile: BattleNetLink<AccountProfileSummary>?

        enum CodingKeys: String, CodingKey {
            case selfLink = "self", user, profile
        }
    }

    /// One World of Warcraft licence of an account, e.g. `19995845`, with its characters.
    public struct AccountProfileWoWAccount: Codable, Hashable, Sendable {
        /// The WoW account id, e.g. `19995845`.
        public let id: Int
        /// Its characters on every realm.
        public let characters: [AccountProfileCharacter]
    }

    /// A character of an account: name, realm, class, race, gender, faction and level, with links to
    /// its public profile and its protected (owner-only) profile.
    public struct AccountProfileCharacter: Codable, Hashable, Sendable {
        /// The character's public profile, e.g. `.../profile/wow/character/darrowmere/bregal932b58`.
        public let character: BattleNetLink<CharacterProfileSummary>
        /// The owner-only profile (gold, deaths, position), e.g.
        /// `.../profile/user/wow/protected-character/1351-93420968`.
        public let protectedCharacter: BattleNetLink<ProtectedCharacterProfileSummary>?
        /// The character's name, e.g. "Rilian" (character names are not localized).
        public let name: String
        /// The character's id, e.g. `187393265`.
        public let id: Int
        /// The character's realm, e.g. "Steamwheedle Cartel" (`steamwheedle-cartel`).
        public let realm: RealmReference
        /// The character's class, e.g. "Paladin" (2).
        public let playableClass: BattleNetReference<PlayableClass>
        /// The character's race, e.g. "Human" (1).
        public let playableRace: BattleNetReference<PlayableRace>
        /// The character's gender, e.g. `MALE`.
        public let gender: TypedName<Gender>
        /// The character's faction, e.g. `HORDE`.
        public let faction: TypedName<Faction>
        /// The character's level, e.g. `50` (the 2020 recording also has a character at `0`).
        public let level: Int

        enum CodingKeys: String, CodingKey {
            case character, protectedCharacter = "protected_character", name, id, realm
            case playableClass = "playable_class", playableRace = "playable_race", gender, faction, level
        }
    }
}
