import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

/// What a 404 from a World of Warcraft call tells the app to check: the reasons a character or guild
/// may be missing, then the namespace's flavor and region, and the namespace sent.
@Suite("WoW 404 advice", .timeLimit(.minutes(2)))
struct NotFoundAdviceTests {
    /// The error of a call to `path` that Battle.net answers 404, with `flavor` for the client.
    func notFound(_ path: String, flavor: GameFlavor = .retail, _ call: (BattleNetClient) async throws -> Void) async throws -> BattleNetError {
        let stub = StubTransport()
        await stub.on(.get, path, status: 404, json: #"{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}"#)
        var configuration = BattleNetConfiguration(region: .eu, rateLimit: nil, retry: .none)
        configuration.flavor = flavor
        let client = try BattleNetClient(configuration: configuration, tokens: FixedTokenProvider(), transport: stub)
        let error = await #expect(throws: BattleNetError.self) { try await call(client) }
        return try #require(error)
    }

    @Test func aMissingCharacterNamesItsLikelyReasonsTheFlavorAndTheNamespaceSent() async throws {
        let error = try await notFound("/profile/wow/character/firemaw/drinian", flavor: .classicEra) { client in
            _ = try await client.wow.characterProfileSummary(realm: "firemaw", name: "drinian")
        }
        #expect(error.kind == .notFound)
        #expect(error.recoverySuggestion == "Battle.net has no profile for this character: the character may not exist on that realm and region, "
            + "may be private (hidden in the game's privacy settings), may have been renamed, transferred or deleted, or may not have "
            + "logged in since the last major patch. Check the realm slug, the name and the region (and the Classic flavor for a Classic "
            + "character); a 404 from the character's status means drop what you cached about it. Battle.net answers 404 when the "
            + "namespace's flavor or region does not serve the id or the document, so check the client's flavor (`.flavor(_:)`, "
            + "`--flavor`) and region as well. The request was sent with namespace profile-classic1x-eu")
    }

    @Test func aMissingGuildNamesItsLikelyReasons() async throws {
        let error = try await notFound("/data/wow/guild/azuremyst/imperium/roster") { client in _ = try await client.wow.guildRoster(realm: "azuremyst", name: "Imperium") }
        #expect(error.recoverySuggestion == "Battle.net has no such guild: the guild may not exist on that realm and region, may have "
            + "been renamed, transferred or disbanded, or none of its members may have logged in since the last major patch. Check the "
            + "realm slug, the guild name (lowercase, spaces as hyphens) and the region. Battle.net answers 404 when the namespace's "
            + "flavor or region does not serve the id or the document, so check the client's flavor (`.flavor(_:)`, `--flavor`) and "
            + "region as well. The request was sent with namespace profile-eu")
    }

    @Test func aMissingGuildCrestIsGameDataNotAGuild() async throws {
        let error = try await notFound("/data/wow/media/guild-crest/border/0") { client in _ = try await client.wow.guildCrestBorderMedia(id: 0) }
        #expect(error.recoverySuggestion == "Check the ids, slugs and region. Battle.net answers 404 when the namespace's flavor or region "
            + "does not serve the id or the document, so check the client's flavor (`.flavor(_:)`, `--flavor`) and region as well. The "
            + "request was sent with namespace static-eu")
    }
}
