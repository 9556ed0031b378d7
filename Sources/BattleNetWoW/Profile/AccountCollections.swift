import Foundation

// The signed-in player's collections across the whole account. They list the same entries as a
// character's collections (CollectedMount, CollectedPet, ... in CharacterCollections.swift) and
// differ in their links, which add the Battle.net user and the WoW profile. Recorded: the index and
// mounts; no recorded body backs the other kinds.

extension WoW.Operations {
    /// **Account Collections Index**: links to the signed-in player's account-wide collections. Needs a
    /// user token with the `wow.profile` scope.
    package static let accountCollectionsIndex = APIOperation<WoW.AccountCollectionsIndex>(
        "wowAccountCollectionsIndex", "/profile/user/wow/collections", namespace: .profile,
        token: .user(scope: .wowProfile)
    )

    /// **Account Decor Collection Summary**: the housing decor the signed-in player's account has
    /// collected. Needs a user token with the `wow.profile` scope.
    package static let accountDecorCollectionSummary = APIOperation<WoW.AccountDecorCollectionSummary>(
        "wowAccountDecorCollectionSummary", "/profile/user/wow/collections/decor", namespace: .profile,
        token: .user(scope: .wowProfile)
    )

    /// **Account Heirlooms Collection Summary**: the heirlooms the signed-in player's account has
    /// collected. Needs a user token with the `wow.profile` scope.
    package static let accountHeirloomsCollectionSummary = APIOperation<WoW.AccountHeirloomsCollectionSummary>(
        "wowAccountHeirloomsCollectionSummary", "/profile/user/wow/collections/heirlooms",
        namespace: .profile, token: .user(scope: .wowProfile)
    )

    /// **Account Mounts Collection Summary**: the mounts the signed-in player's account has collected.
    /// Needs a user token with the `wow.profile` scope.
    package static let accountMountsCollectionSummary = APIOperation<WoW.AccountMountsCollectionSummary>(
        "wowAccountMountsCollectionSummary", "/profile/user/wow/collections/mounts",
        namespace: .profile, token: .user(scope: .wowProfile)
    )

    /// **Account Pets Collection Summary**: the battle pets the signed-in player's account has
    /// collected. Needs a user token with the `wow.profile` scope.
    package static let accountPetsCollectionSummary = APIOperation<WoW.AccountPetsCollectionSummary>(
        "wowAccountPetsCollectionSummary", "/profile/user/wow/collections/pets",
        namespace: .profile, token: .user(scope: .wowProfile)
    )

    /// **Account Toys Collection Summary**: the toys the signed-in player's account has collected.
    /// Needs a user token with the `wow.profile` scope.
    package static let accountToysCollectionSummary = APIOperation<WoW.AccountToysCollectionSummary>(
        "wowAccountToysCollectionSummary", "/profile/user/wow/collections/toys",
        namespace: .profile, token: .user(scope: .wowProfile)
    )

    /// **Account Transmogs Collection Summary**: the appearance sets and the appearances by slot the
    /// signed-in player's account has collected. Needs a user token with the `wow.profile` scope.
    package static let accountTransmogsCollectionSummary = APIOperation<WoW.AccountTransmogsCollectionSummary>(
        "wowAccountTransmogsCollectionSummary", "/profile/user/wow/collections/transmogs",
        namespace: .profile, token: .user(scope: .wowProfile)
    )
}

extension WoW {
    /// The `_links` of an account collection document: itself, the Battle.net user and the WoW
    /// profile. `Document` is the document's own model.
    public struct AccountCollectionLinks<Document>: Codable, Hashable, Sendable {
        /// This document, e.g. `.../profile/user/wow/collections/mounts?namespace=profile-us`.
        public let selfLink: BattleNetLink<Document>
        /// The Battle.net user, e.g. `.../profile/user`.
        public let user: BattleNetLink<Data>?
        /// The World of Warcraft profile, e.g. `.../profile/user/wow?namespace=profile-us`.
        public let profile: BattleNetLink<AccountProfileSummary>?

        enum CodingKeys: String, CodingKey {
            case selfLink = "self", user, profile
        }
    }

    /// Links to the signed-in player's account-wide collections.
    ///
    /// ```swift
    /// let index = try await client.wow.accountCollectionsIndex()   // needs a wow.profile user token
    /// index.mounts.pathAndQuery   // "/profile/user/wow/collections/mounts?namespace=profile-us"
    /// ```
    public struct AccountCollectionsIndex: Codable, Hashable, Sendable {
        /// The links of this document.
        public let links: AccountCollectionLinks<AccountCollectionsIndex>?
        /// The account's mounts, e.g. `.../profile/user/wow/collections/mounts?namespace=profile-us`.
        public let mounts: BattleNetLink<AccountMountsCollectionSummary>
        /// The account's battle pets, e.g. `.../profile/user/wow/collections/pets?namespace=profile-us`.
        public let pets: BattleNetLink<AccountPetsCollectionSummary>
        /// The account's heirlooms; absent in the 2020 recording.
        public let heirlooms: BattleNetLink<AccountHeirloomsCollectionSummary>?
        /// The account's toys; absent in the 2020 recording.
        public let toys: BattleNetLink<AccountToysCollectionSummary>?
        /// The account's transmog appearances (key `transmogs`, `transmog` also read); absent in the
        /// 2020 recording.
        public let transmogs: BattleNetLink<AccountTransmogsCollectionSummary>?
        /// The account's housing decor (key `decors`, `decor` also read: no peer types it here).
        public let decors: BattleNetLink<AccountDecorCollectionSummary>?

        enum CodingKeys: String, CodingKey {
            case links = "_links", mounts, pets, heirlooms, toys, transmogs, decors
        }

        private enum OtherSpellings: String, CodingKey {
            case transmog, decor
        }

        /// Decodes the index, reading `transmog` and `decor` where `transmogs` and `decors` are absent.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let other = try decoder.container(keyedBy: OtherSpellings.self)
            links = try container.decodeIfPresent(AccountCollectionLinks<AccountCollectionsIndex>.self, forKey: .links)
            mounts = try container.decode(BattleNetLink<AccountMountsCollectionSummary>.self, forKey: .mounts)
            pets = try container.decode(BattleNetLink<AccountPetsCollectionSummary>.self, forKey: .pets)
            heirlooms = try container.decodeIfPresent(BattleNetLink<AccountHeirloomsCollectionSummary>.self, forKey: .heirlooms)
            toys = try container.decodeIfPresent(BattleNetLink<AccountToysCollectionSummary>.self, forKey: .toys)
            transmogs = try container.decodeIfPresent(BattleNetLink<AccountTransmogsCollectionSummary>.self, forKey: .transmogs)
                ?? other.decodeIfPresent(BattleNetLink<AccountTransmogsCollectionSummary>.self, forKey: .transmog)
            decors = try container.decodeIfPresent(BattleNetLink<AccountDecorCollectionSummary>.self, forKey: .decors)
                ?? other.decodeIfPresent(BattleNetLink<AccountDecorCollectionSummary>.self, forKey: .decor)
        }
    }

    /// The mounts the signed-in player's account has collected.
    ///
    /// ```swift
    /// let mounts = try await client.wow.accountMountsCollectionSummary()
    /// mounts.mounts.filter { $0.isFavorite == true }.map(\.mount.name)   // ["X-995 Mechanocat", "Obsidian Worldbreaker"]
    /// ```
    public struct AccountMountsCollectionSummary: Codable, Hashable, Sendable {
        /// The links of this document.
        public let links: AccountCollectionLinks<AccountMountsCollectionSummary>?
        /// The collected mounts, e.g. 5 in the 2020 recording.
        public let mounts: [CollectedMount]

        enum CodingKeys: String, CodingKey {
            case links = "_links", mounts
        }
    }

    /// The battle pets the signed-in player's account has collected. No recorded body backs this model.
    public struct AccountPetsCollectionSummary: Codable, Hashable, Sendable {
        /// The links of this document.
        public let links: AccountCollectionLinks<AccountPetsCollectionSummary>?
        /// The collected pets.
        public let pets: [CollectedPet]
        /// How many battle pet slots are unlocked, e.g. `3`; optional since no account body was recorded.
        public let unlockedBattlePetSlots: Int?

        enum CodingKeys: String, CodingKey {
            case links = "_links", pets, unlockedBattlePetSlots = "unlocked_battle_pet_slots"
        }
    }

    /// The toys the signed-in player's account has collected. No recorded body backs this model.
    public struct AccountToysCollectionSummary: Codable, Hashable, Sendable {
        /// The links of this document.
        public let links: AccountCollectionLinks<AccountToysCollectionSummary>?
        /// The collected toys.
        public let toys: [CollectedToy]

        enum CodingKeys: String, CodingKey {
            case links = "_links", toys
        }
    }

    /// The heirlooms the signed-in player's account has collected. No recorded body backs this model.
    public struct AccountHeirloomsCollectionSummary: Codable, Hashable, Sendable {
        /// The links of this document.
        public let links: AccountCollectionLinks<AccountHeirloomsCollectionSummary>?
        /// The collected heirlooms with their upgrade levels.
        public let heirlooms: [CollectedHeirloom]

        enum CodingKeys: String, CodingKey {
            case links = "_links", heirlooms
        }
    }

    /// The transmog appearances the signed-in player's account has collected; either list may be absent,
    /// as on the character document. No recorded body backs this model.
    public struct AccountTransmogsCollectionSummary: Codable, Hashable, Sendable {
        /// The links of this document.
        public let links: AccountCollectionLinks<AccountTransmogsCollectionSummary>?
        /// The complete appearance sets collected.
        public let appearanceSets: [BattleNetReference<ItemAppearanceSet>]?
        /// The appearances collected, by slot.
        public let slots: [TransmogSlotCollection]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", appearanceSets = "appearance_sets", slots
        }
    }

    /// The housing decor the signed-in player's account has collected (no recording and no peer
    /// type: the shape of the character decor collection; reported answering 404).
    public struct AccountDecorCollectionSummary: Codable, Hashable, Sendable {
        /// The links of this document.
        public let links: AccountCollectionLinks<AccountDecorCollectionSummary>?
        /// The decor collected, with quantities (key `decor_collected`).
        public let decorCollected: [CollectedDecor]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", decorCollected = "decor_collected"
        }
    }
}
