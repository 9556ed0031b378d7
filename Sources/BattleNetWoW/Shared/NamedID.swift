import Foundation

extension WoW {
    /// Another object named by its id and name alone, without a link: a soulbind's follower
    /// `{"name": "Dreamweaver", "id": 1264}`, a dungeon's map, a search result's item class.
    ///
    /// `Target` says what the id identifies: a document you can fetch by that id (``ProfessionSkillTier``,
    /// ``ItemClass``), or one of the kinds Battle.net names without a document of their own
    /// (``WorldMap``, ``WorldZone``, ``Follower``, ``CustomizationOption``). Where a body names an
    /// object with a link, it sends a `BattleNetReference` instead.
    ///
    /// ```swift
    /// let dungeon = try await client.wow.mythicKeystoneDungeon(id: 197)
    /// dungeon.map.id     // 1456
    /// dungeon.map.name   // "Eye of Azshara"
    /// ```
    public struct NamedID<Target>: Codable, Hashable, Sendable {
        /// The object's id, e.g. `1456`.
        public let id: Int
        /// Its name, e.g. "Eye of Azshara"; absent in some bodies (a search result's media, say).
        public let name: LocalizedString?

        /// A named id (for tests and previews).
        public init(id: Int, name: LocalizedString? = nil) {
            self.id = id
            self.name = name
        }
    }

    /// What a ``NamedID`` of a world map identifies (Kul Tiras, a dungeon's map): Battle.net serves no
    /// document for it.
    public enum WorldMap {}

    /// What a ``NamedID`` of a zone or area identifies (Westfall, Tradewinds Market): Battle.net serves
    /// no document for it.
    public enum WorldZone {}

    /// What a ``NamedID`` of a covenant follower identifies (Dreamweaver): Battle.net serves no
    /// document for it.
    public enum Follower {}

    /// What a ``NamedID`` of a character customization option identifies (Hair Color): Battle.net
    /// serves no document for it.
    public enum CustomizationOption {}
}
