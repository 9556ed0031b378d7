import Foundation

extension WoW.Operations {
    /// **Guild Crest Components Index**: every guild crest emblem and border, with their media.
    package static let guildCrestComponentsIndex = APIOperation<WoW.GuildCrestComponentsIndex>(
        "wowGuildCrestComponentsIndex", "/data/wow/guild-crest/index", namespace: .static, flavors: .all
    )

    /// **Guild Crest Border Media**: the image of one guild crest border.
    package static let guildCrestBorderMedia = APIOperation<WoW.Media, Int>(
        "wowGuildCrestBorderMedia", "/data/wow/media/guild-crest/border/{borderId}", namespace: .static,
        flavors: .all
    )

    /// **Guild Crest Emblem Media**: the image of one guild crest emblem.
    package static let guildCrestEmblemMedia = APIOperation<WoW.Media, Int>(
        "wowGuildCrestEmblemMedia", "/data/wow/media/guild-crest/emblem/{emblemId}", namespace: .static,
        flavors: .all
    )
}

extension WoW {
    /// The parts a guild crest is made of (retail and Classic).
    ///
    /// ```swift
    /// let crest = try await client.wow.guildCrestComponentsIndex()
    /// crest.emblems.count                                   // 196 in the 2019 bodies
    /// let image = try await client.value(crest.borders[0].media)
    /// ```
    public struct GuildCrestComponentsIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<GuildCrestComponentsIndex>?
        /// Every emblem (the symbol in the middle of the crest), by id from `0`.
        public let emblems: [GuildCrestComponent]
        /// Every border, by id from `0`.
        public let borders: [GuildCrestComponent]
        /// The colors emblems, borders and backgrounds can take; the 2019–2020 recordings lack them,
        /// the 2025 one has them.
        public let colors: GuildCrestColors?

        enum CodingKeys: String, CodingKey {
            case links = "_links", emblems, borders, colors
        }
    }

    /// One emblem or border of ``GuildCrestComponentsIndex``.
    public struct GuildCrestComponent: Codable, Hashable, Sendable {
        /// The emblem or border id, e.g. `0`: the argument of ``WoW/Endpoints/guildCrestEmblemMedia(id:)`` or
        /// ``WoW/Endpoints/guildCrestBorderMedia(id:)``.
        public let id: Int
        /// Its image document; the reference carries an `id` in 2020 bodies, none in 2019 ones.
        public let media: BattleNetReference<Media>

        enum CodingKeys: String, CodingKey {
            case id, media
        }
    }

    /// The palettes of a guild crest (in ``GuildCrestComponentsIndex``); each list is optional, as a
    /// Classic body may leave it out.
    public struct GuildCrestColors: Codable, Hashable, Sendable {
        /// The emblem colors.
        public let emblems: [GuildCrestColor]?
        /// The border colors.
        public let borders: [GuildCrestColor]?
        /// The background colors.
        public let backgrounds: [GuildCrestColor]?

        enum CodingKeys: String, CodingKey {
            case emblems, borders, backgrounds
        }
    }

    /// One color of a guild crest palette: `{"id": 0, "rgba": {"r": 103, "g": 76, "b": 12, "a": 1}}`.
    public struct GuildCrestColor: Codable, Hashable, Sendable {
        /// The color id, as a guild's crest names it.
        public let id: Int
        /// The color.
        public let rgba: RGBAColor

        enum CodingKeys: String, CodingKey {
            case id, rgba
        }
    }
}
