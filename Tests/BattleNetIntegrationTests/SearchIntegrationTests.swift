import BattleNetStandIn
import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

/// WoW search against the stand-in, which searches the recorded documents of each kind.
@Suite("WoW search on the stand-in", .timeLimit(.minutes(2)))
struct SearchIntegrationTests {
    /// What these tests read of an item search result.
    struct ItemDocument: WoWSearchDocument {
        typealias Full = ItemBody
        let id: Int
        let name: LocalizedString
    }

    /// What these tests read of a full item body.
    struct ItemBody: Decodable, Sendable {
        let id: Int
        let name: LocalizedString
    }

    static let itemSearch = APIOperation<WoW.SearchPage<ItemDocument>>(
        "wowItemSearch", game: .wow, "/data/wow/search/item", namespace: .static
    )

    @Test func aSearchPagesThroughEveryPageInOrderOnceEach() async throws {
        let server = try startServer()
        defer { server.stop() }
        let (client, _) = try makeClient(server)
        let search = client.wow.bind(Self.itemSearch)
        var pages: [Int] = [], ids: [Int] = []
        for try await page in search.pages(WoW.SearchQuery().ordered(by: "id").pageSize(1)) {
            pages.append(page.page)
            ids += page.results.map(\.data.id)
            #expect(page.pageCount == 3)
        }
        #expect(pages == [1, 2, 3])
        #expect(ids == [18803, 18804, 19019])
        #expect(server.statistics.apiRequests == 3, "one request per page, none repeated")
    }

    @Test func pagingFromTheLargestPageNumberFetchesThatPageAndEnds() async throws {
        let server = try startServer()
        defer { server.stop() }
        let (client, _) = try makeClient(server)
        var pages: [Int] = []
        for try await page in client.wow.bind(Self.itemSearch).pages(WoW.SearchQuery().page(Int.max)) {
            pages.append(page.page)
            #expect(page.results.isEmpty)
        }
        #expect(pages == [Int.max])
        #expect(server.statistics.apiRequests == 1)
    }

    @Test func filtersNegationRangesAndOrderNarrowTheRecordedDocuments() async throws {
        let server = try startServer()
        defer { server.stop() }
        let (client, _) = try makeClient(server)
        let search = client.wow.bind(Self.itemSearch)
        let thunderfury = try await search(WoW.SearchQuery().where("name", locale: .enUS, is: "thunderfury"))
        #expect(thunderfury.results.map(\.data.id) == [19019])
        #expect(thunderfury.results.first?.data.name == "Thunderfury, Blessed Blade of the Windseeker")
        let notIt = try await search(WoW.SearchQuery().where("id", isNot: 19019).ordered(by: "id", .descending))
        #expect(notIt.results.map(\.data.id) == [18804, 18803])
        let range = try await search(WoW.SearchQuery().where("id", between: 18803, and: 19019))
        #expect(range.results.map(\.data.id) == [18804])
        let either = try await search(WoW.SearchQuery().where("id", isAnyOf: [18803, 19019]).ordered(by: "id"))
        #expect(either.results.map(\.data.id) == [18803, 19019])
        // A result's key is followed like any link: on the same host, with its namespace.
        let full = try await client.value(try #require(thunderfury.results.first).key)
        #expect(full.id == 19019)
    }

    @Test func aCappedResultCountIsReportedAndPagingStopsAtTheLastReachablePage() async throws {
        let server = try startServer { $0.searchResultCap = 2 }
        defer { server.stop() }
        let (client, _) = try makeClient(server)
        var capped: [Bool] = [], count = 0
        for try await page in client.wow.bind(Self.itemSearch).pages(WoW.SearchQuery().pageSize(1)) {
            capped.append(page.resultCountCapped)
            count += page.results.count
        }
        #expect(capped == [true, true])
        #expect(count == 2)
    }
}

/// A search declared here (a test document), called as `client.wow.<search>` calls a declared one.
private struct BoundSearch<Page: WoWSearchResponse>: Sendable {
    let client: BattleNetClient
    let operation: APIOperation<Page>

    func callAsFunction(_ query: WoW.SearchQuery) async throws -> Page {
        try await client.value(try operation.endpoint(query: query.queryItems()))
    }

    func pages(_ query: WoW.SearchQuery) -> BattleNetSearchPages<Page> {
        BattleNetSearchPages(client: client, query: query) { [operation] query throws(BattleNetError) in try operation.endpoint(query: query.queryItems()) }
    }
}

private extension OperationRepository where Game == WoW {
    func bind<Page: WoWSearchResponse>(_ operation: APIOperation<Page>) -> BoundSearch<Page> {
        BoundSearch(client: client, operation: operation)
    }
}
