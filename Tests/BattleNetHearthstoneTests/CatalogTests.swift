import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetHearthstone

/// The Hearthstone catalogue against Blizzard's endpoint list, the fixture manifest, the paths and
/// queries it builds, and the replay of its recordings through the real client.
@Suite("Hearthstone catalogue", .timeLimit(.minutes(2)))
struct CatalogTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    func replayClient(locale: LocaleCode? = .enGB) throws -> BattleNetClient {
        var replay = try ReplayTransport(directory: Self.fixtures)
        replay.deckCode = Hearthstone.DeckCode.replayReader
        return try BattleNetClient(configuration: .init(region: .eu, locale: locale), tokens: FixedTokenProvider(), transport: replay)
    }

    @Test func declarationsAgreeWithTheCatalogueAndTheGeneratedCalls() throws {
        let problems = try DeclarationChecks.problems(operations: Hearthstone.Operations.all, manifest: try .recorded())
        #expect(problems == [])
        let declared = Hearthstone.Operations.all.map(\.descriptor)
        #expect(declared.count == 8)
        #expect(declared.allSatisfy { $0.game == .hearthstone && $0.namespace == nil && $0.variants == nil && $0.token == .client })
        let rows = try EndpointCatalogue.shipped().rows(game: "hs")
        #expect(Set(rows.map(\.name)) == Set(declared.map(\.id)))
        #expect(Set(declared.map(\.swiftName)) == [
            "cardSearch(_:)", "card(id:)", "cardBackSearch(_:)", "cardBack(id:)", "deck(_:)", "deck(code:)",
            "metadata()", "metadata(type:)",
        ])
    }

    @Test func eachOperationBuildsItsPathAndQuery() throws {
        #expect(try Hearthstone.Endpoints.card(id: 52119).path() == "/hearthstone/cards/52119")
        #expect(Hearthstone.Endpoints.card(id: "52119-arch-villain-rafaam").gameMode(.battlegrounds).query == [URLQueryItem(name: "gameMode", value: "battlegrounds")])
        #expect(try Hearthstone.Endpoints.cardBack(id: "155-pizza-stone").path() == "/hearthstone/cardbacks/155-pizza-stone")
        #expect(try Hearthstone.Endpoints.metadata(type: .keywords).path() == "/hearthstone/metadata/keywords")
        #expect(try Hearthstone.Endpoints.metadata().path() == "/hearthstone/metadata")
        // The path form percent-encodes the code's `/` and `+` (one path segment).
        #expect(try Hearthstone.Endpoints.deck(code: "AAECAQcG+wyd/AL1gA==").path() == "/hearthstone/deck/AAECAQcG%2Bwyd%2FAL1gA%3D%3D")
        let search = try Hearthstone.Endpoints.cardSearch(
            Hearthstone.CardQuery().classes(.mage, .neutral).manaCost(1...3).rarities(.legendary).collectible(nil)
                .sorted(by: .manaCost).sorted(by: .name, .descending).page(2).pageSize(20)
        )
        #expect(search.query.map { "\($0.name)=\($0.value ?? "")" } == [
            "class=mage,neutral", "manaCost=1,2,3", "rarity=legendary", "collectible=0,1",
            "sort=manaCost:asc,name:desc", "page=2", "pageSize=20",
        ])
        let bg = Hearthstone.CardQuery().battlegroundsTiers(.hero, 3).battlegroundsCardType(.minion)
        #expect(bg.description == "gameMode=battlegrounds&tier=hero,3&bgCardType=minion")
        let backs = try Hearthstone.Endpoints.cardBackSearch(Hearthstone.CardBackQuery().category(.esports).text("pizza"))
        #expect(backs.query.map(\.value) == ["esports", "pizza"])
    }

    @Test func queriesThatCannotBeSentFailBeforeSending() async throws {
        let stub = StubTransport()
        let client = try BattleNetClient(configuration: .init(region: .us), tokens: FixedTokenProvider(), transport: stub)
        for query in [Hearthstone.CardQuery().page(0), Hearthstone.CardQuery().pageSize(501), Hearthstone.CardQuery().manaCost(-1)] {
            let error = await #expect(throws: BattleNetError.self) { try await client.hearthstone.cardSearch(query) }
            #expect(error?.kind == .invalidRequest)
        }
        for query in [Hearthstone.DeckQuery.code("  "), .cards([]), .cards([1, 0]), .cards([5], hero: -1)] {
            let error = await #expect(throws: BattleNetError.self) { try await client.hearthstone.deck(query) }
            #expect(error?.kind == .invalidRequest, "\(query)")
        }
        #expect(await stub.requests.isEmpty)
    }

    @Test func aDeckCodeIsSentWithItsPlusSlashAndEqualsPercentEncoded() async throws {
        let stub = StubTransport()
        await stub.on(.get, "/hearthstone/deck", json: "{}")
        let client = try BattleNetClient(configuration: .init(region: .us), tokens: FixedTokenProvider(), transport: stub)
        _ = try? await client.hearthstone.raw.deck(.code("AAECAQcG+wyd8AKS/AL1gA=="))
        let sent = try #require(await stub.requests(to: "/hearthstone/deck").first)
        #expect(sent.url.query?.hasPrefix("code=AAECAQcG%2Bwyd8AKS%2FAL1gA%3D%3D&") == true)
        // And read back, the code is the one sent: no `+` became a space.
        #expect(URLComponents(url: sent.url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value == "AAECAQcG+wyd8AKS/AL1gA==")
    }

    @Test func everyRecordingDecodesWithEachOperationItIsListedFor() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            let manifest = try FixtureManifest(directory: Self.fixtures)
            // The `metadata-element-*` files are single elements of metadata lists, listed without an
            // operation (MetadataTests decodes them); every other file answers an operation.
            #expect(try manifest.checkGame("hs", operations: Hearthstone.Operations.all) { $0.hasPrefix("metadata-element-") } == [])
        }
    }

    @Test func replayServesCardsMetadataAndTheRecordedDeck() async throws {
        let client = try replayClient()
        let rafaam = try await client.hearthstone.card(id: "52119-arch-villain-rafaam")
        #expect(rafaam.name.description == "Arch-Villain Rafaam")
        // A card asked for by id alone is the recording of its slug.
        #expect(try await client.hearthstone.card(id: 254).name.description == "Innervate")
        let metadata = try await client.hearthstone.metadata()
        #expect(metadata.rarity(id: rafaam.rarityID)?.name.description == "Legendary")
        // The recorded deck, by its path form, by its code (decoded and matched by cards) and by its ids.
        let manifest = try FixtureManifest(directory: Self.fixtures)
        let entry = try #require(manifest.entries(for: "hsDeckByCode").first)
        let code = try #require(entry.columns["concrete_request"]?.split(separator: "/").dropFirst(3).joined(separator: "/").split(separator: "?").first)
        let byPath = try await client.hearthstone.deck(code: String(code))
        #expect(byPath.cards.count == 30)
        let byCode = try await client.hearthstone.deck(.code(String(code)))
        #expect(byCode.cards.map(\.id).sorted() == byPath.cards.map(\.id).sorted())
        let byIDs = try await client.hearthstone.deck(.cards(byPath.cards.map(\.id), hero: byPath.hero.id))
        #expect(byIDs.hero.id == byPath.hero.id)
        let unknown = await #expect(throws: BattleNetError.self) {
            try await client.hearthstone.deck(.code("AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA"))
        }
        #expect(unknown?.kind == .notFound)
    }

    @Test func replaySearchesTheRecordedCardsPageByPage() async throws {
        let client = try replayClient()
        let oneOneOne = try await client.hearthstone.cardSearch(Hearthstone.CardQuery().manaCost(1).attack(1).health(1))
        #expect(oneOneOne.cardCount > 0)
        #expect(oneOneOne.cards.allSatisfy { $0.manaCost == 1 && $0.attack == 1 && $0.health == 1 })
        let mage = try await client.hearthstone.cardSearch(Hearthstone.CardQuery().classes(.mage).sorted(by: .manaCost, .descending))
        #expect(mage.cards.allSatisfy { $0.classIDs.contains(4) })
        #expect(mage.cards.map { $0.manaCost ?? 0 } == mage.cards.map { $0.manaCost ?? 0 }.sorted(by: >))
        let all = try await client.hearthstone.cardSearch(Hearthstone.CardQuery().collectible(nil))
        var seen: [Int] = []
        var pages = 0
        for try await page in client.hearthstone.pages.cardSearch(Hearthstone.CardQuery().collectible(nil).pageSize(7)) {
            pages += 1
            seen += page.cards.map(\.id)
            #expect(page.cards.count <= 7)
        }
        #expect(seen.count == all.cardCount && Set(seen).count == seen.count, "every card once, over every page")
        #expect(pages == (all.cardCount + 6) / 7)
        let backs = try await client.hearthstone.cardBackSearch()
        #expect(backs.cardBacks.map(\.id) == [155])
    }
}
