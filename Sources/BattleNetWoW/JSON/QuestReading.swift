import BattleNetCore
import Foundation

// A character's completed quests (8,000 quest references, over 1 MB, for a veteran) decode through
// `JSONReader`; the result equals the `Codable` path's
// (`Tests/BattleNetWoWTests/GameData/FastDecodingTests.swift` checks every recording).

extension WoW.CharacterCompletedQuests: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case links = "_links", character, quests }
    static let readKeys = JSONKeyTable<ReadKeys>([.links, .character, .quests])

    /// Reads a character's completed quests from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var links: SelfLinks<Self>?
        var character: WoW.CharacterReference?
        var quests: [BattleNetReference<WoW.Quest>]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .links: links = try reader.read(SelfLinks<Self>?.self, for: key)
            case .character: character = try reader.read(WoW.CharacterReference.self, for: key)
            case .quests: quests = try reader.read([BattleNetReference<WoW.Quest>]?.self, for: key)
            }
        }
        self.init(links: links, character: try reader.required(character, ReadKeys.character), quests: quests)
    }
}
