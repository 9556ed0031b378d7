import Foundation

extension WoW.Operations {
    /// **Mythic Keystone Affixes Index**: every mythic keystone affix, with its id and name.
    package static let mythicKeystoneAffixIndex = APIOperation<WoW.MythicKeystoneAffixIndex>(
        "wowMythicKeystoneAffixIndex", "/data/wow/keystone-affix/index", namespace: .static
    )

    /// **Mythic Keystone Affix**: one affix with its description and the link to its icon.
    package static let mythicKeystoneAffix = APIOperation<WoW.MythicKeystoneAffix, Int>(
        "wowMythicKeystoneAffix", "/data/wow/keystone-affix/{keystoneAffixId}", namespace: .static
    )

    /// **Mythic Keystone Affix Media**: the icon of an affix.
    package static let mythicKeystoneAffixMedia = APIOperation<WoW.Media, Int>(
        "wowMythicKeystoneAffixMedia", "/data/wow/media/keystone-affix/{keystoneAffixId}", namespace: .static
    )
}

extension WoW {
    /// Every mythic keystone affix (`/data/wow/keystone-affix/index`).
    ///
    /// ```swift
    /// let index = try await client.wow.mythicKeystoneAffixIndex()
    /// index.affixes.first?.name   // "Overflowing"
    /// ```
    public struct MythicKeystoneAffixIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<MythicKeystoneAffixIndex>?
        /// The affixes, each with its id and name, e.g. "Overflowing" (id `1`).
        public let affixes: [BattleNetReference<MythicKeystoneAffix>]

        /// An affix index (for tests and previews).
        public init(links: SelfLinks<MythicKeystoneAffixIndex>? = nil, affixes: [BattleNetReference<MythicKeystoneAffix>]) {
            self.links = links
            self.affixes = affixes
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", affixes
        }
    }

    /// A mythic keystone affix (`/data/wow/keystone-affix/{keystoneAffixId}`): a modifier that
    /// makes a keystone dungeon harder.
    ///
    /// ```swift
    /// let affix = try await client.wow.mythicKeystoneAffix(id: 6)
    /// affix.name                                      // "Raging"
    /// let icon = try await client.value(affix.media)  // WoW.Media
    /// ```
    public struct MythicKeystoneAffix: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<MythicKeystoneAffix>?
        /// The affix's id, e.g. `6`.
        public let id: Int
        /// The affix's name, e.g. "Raging"; optional because it may be `null`.
        public let name: LocalizedString?
        /// What the affix does, e.g. "Non-boss enemies enrage at 30% health remaining, ..."; optional
        /// because it may be `null`.
        public let description: LocalizedString?
        /// The link to the affix's icon (``WoW/Endpoints/mythicKeystoneAffixMedia(id:)``).
        public let media: BattleNetReference<Media>

        /// An affix (for tests and previews).
        public init(
            links: SelfLinks<MythicKeystoneAffix>? = nil, id: Int, name: LocalizedString? = nil,
            description: LocalizedString? = nil, media: BattleNetReference<Media>
        ) {
            self.links = links
            self.id = id
            self.name = name
            self.description = description
            self.media = media
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, description, media
        }
    }
}
