import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// `APIOperation.endpoint(query:)`, which WoW's and Hearthstone's searches build their endpoints with.
@Suite("Query endpoints")
struct QueryEndpointTests {
    static let search = APIOperation<Echo>("testSearch", game: "test", "/test/search")

    @Test func aQueryBecomesTheEndpointsItemsAndTheURLsQuery() async throws {
        let endpoint = try Self.search.endpoint(query: [URLQueryItem(name: "name.en_US", value: "Thunderfury"), URLQueryItem(name: "_page", value: "2")])
        let (client, _) = try makeClient(stub: StubTransport())
        let url = try client.url(for: endpoint)
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(url.path == "/test/search")
        #expect(items.first { $0.name == "name.en_US" }?.value == "Thunderfury")
        #expect(items.first { $0.name == "_page" }?.value == "2")
    }

    @Test func anOperationWithPathArgumentsIsRefusedBeforeAnythingIsSent() {
        let error = #expect(throws: BattleNetError.self) { try TestOperations.echo.endpoint(query: []) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message == "testEcho takes path arguments, not a query")
    }
}
