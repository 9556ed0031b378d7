import Foundation

extension WoW.Operations {
    /// **Character Soulbinds**: a character's covenant, renown level and soulbinds (Shadowlands), each
    /// with its chosen traits and socketed conduits.
    package static let characterSoulbinds = APIOperation<WoW.CharacterSoulbinds, RealmSlug, CharacterName>(
        "wowCharacterSoulbinds", "/profile/wow/character/{realmSlug}/{characterName}/soulbinds", namespace: .profile
    )
}

extension WoW {
    /// A character's covenant and soulbinds
    /// (`/profile/wow/character/{realmSlug}/{characterName}/soulbinds`).
    ///
    /// ```swift
    /// let soulbinds = try await client.wow.characterSoulbinds(realm: "ravencrest", name: "Drizzy")
    /// soulbinds.chosenCovenant.name                  // "Kyrian"
    /// soulbinds.soulbinds.first?.soulbind.name       // "Pelagos"
    /// ```
    public struct CharacterSoulbinds: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterSoulbinds>?
        /// The character: name, id and realm.
        public let character: CharacterReference
        /// The character's covenant, e.g. "Kyrian" (id `1`).
        public let chosenCovenant: BattleNetReference<Covenant>
        /// The character's renown with its covenant, e.g. `2`.
        public let renownLevel: Int
        /// The character's soulbinds, each with its traits.
        public let soulbinds: [CharacterSoulbind]

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, chosenCovenant = "chosen_covenant", renownLevel = "renown_level", soulbinds
        }
    }

    /// One soulbind of a character and the traits chosen in its tree.
    public struct CharacterSoulbind: Codable, Hashable, Sendable {
        /// The soulbind, e.g. "Pelagos" (id `7`).
        public let soulbind: BattleNetReference<Soulbind>
        /// The chosen traits and conduit sockets, by tier.
        public let traits: [CharacterSoulbindTrait]
        /// Whether this is the active soulbind, e.g. `true`; an inactive soulbind may omit it.
        public let isActive: Bool?

        enum CodingKeys: String, CodingKey {
            case soulbind, traits, isActive = "is_active"
        }
    }

    /// A node of a soulbind tree a character chose. One array holds two shapes: a talent
    /// (``trait`` set) or a conduit socket (``conduitSocket`` set).
    public struct CharacterSoulbindTrait: Codable, Hashable, Sendable {
        /// The talent chosen, e.g. "Combat Meditation" (id `1316`); `nil` for a conduit socket.
        public let trait: BattleNetReference<TechTalent>?
        /// The conduit socket and the conduit in it; `nil` for a talent.
        public let conduitSocket: CharacterConduitSocket?
        /// The row of the tree, from `0`.
        public let tier: Int
        /// The column within the row, e.g. `1`.
        public let displayOrder: Int

        enum CodingKeys: String, CodingKey {
            case trait, conduitSocket = "conduit_socket", tier, displayOrder = "display_order"
        }
    }

    /// A conduit socket of a soulbind tree and what the character put in it.
    public struct CharacterConduitSocket: Codable, Hashable, Sendable {
        /// The kind of socket, e.g. `POTENCY` ("Potency Conduit Slot").
        public let type: TypedName<ConduitSocketType>
        /// The conduit socketed and its rank.
        public let socket: CharacterSocketedConduit
    }

    /// A conduit in a socket: `{"conduit": {...}, "rank": 1}`.
    public struct CharacterSocketedConduit: Codable, Hashable, Sendable {
        /// The conduit, e.g. "Strike with Clarity" (id `59`).
        public let conduit: BattleNetReference<Conduit>
        /// Its rank, e.g. `1`.
        public let rank: Int
    }
}
