import BattleNetCore
import Foundation

extension WoW {
    /// The reasons Battle.net gives no profile for a character (its 404), in the order they are most
    /// likely: shared by the library's and `bnet`'s messages.
    package static let characterNotFoundReasons =
        "the character may not exist on that realm and region, may be private (hidden in the game's privacy settings), "
        + "may have been renamed, transferred or deleted, or may not have logged in since the last major patch"

    /// The reasons Battle.net gives no guild document (its 404).
    package static let guildNotFoundReasons =
        "the guild may not exist on that realm and region, may have been renamed, transferred or disbanded, "
        + "or none of its members may have logged in since the last major patch"

    /// Why Battle.net may answer 404 for a character or guild operation (``characterNotFoundReasons``
    /// or ``guildNotFoundReasons``), or `nil` for any other operation.
    ///
    /// ```swift
    /// WoW.notFoundReasons(forOperation: "wowCharacterEquipmentSummary")  // "the character may not exist…"
    /// WoW.notFoundReasons(forOperation: "wowGuildCrestBorderMedia")      // nil: game data
    /// ```
    package static func notFoundReasons(forOperation id: String) -> String? {
        if id.contains("Character") { return characterNotFoundReasons }
        if id.contains("Guild"), !id.contains("GuildCrest") { return guildNotFoundReasons }
        return nil
    }

    /// The recovery suggestion of a 404 from the operation `id`: the reasons of a character or guild
    /// operation and what to check, then the namespace's flavor and region, which every World of
    /// Warcraft id depends on.
    package static func notFoundAdvice(forOperation id: String) -> String {
        let check = switch notFoundReasons(forOperation: id) {
        case characterNotFoundReasons?:
            "Battle.net has no profile for this character: " + characterNotFoundReasons
                + ". Check the realm slug, the name and the region (and the Classic flavor for a Classic character); "
                + "a 404 from the character's status means drop what you cached about it"
        case guildNotFoundReasons?:
            "Battle.net has no such guild: " + guildNotFoundReasons
                + ". Check the realm slug, the guild name (lowercase, spaces as hyphens) and the region"
        default:
            "Check the ids, slugs and region"
        }
        return check + ". Battle.net answers 404 when the namespace's flavor or region does not serve the id or the "
            + "document, so check the client's flavor (`.flavor(_:)`, `--flavor`) and region as well"
    }
}
