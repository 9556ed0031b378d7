import Foundation
import BattleNetTesting

extension ServerCore {
    /// `/data/wow/search/{document}` from the recorded documents (see `RecordedSearch`).
    func routeSearch(_ request: ParsedRequest, namespace: String?) -> WireResponse? {
        guard let document = RecordedSearch.document(ofPath: request.path) else {
            return request.path.hasPrefix("/data/wow/search/") ? Bodies.gatewayError(404) : nil
        }
        let search = RecordedSearch(fixtures: configuration.fixtures, cap: configuration.searchResultCap)
        let body = search.response(document: document, query: request.query.map { ($0.name, $0.value) }, namespace: namespace)
        return WireResponse(status: 200, headers: [("Content-Type", Bodies.jsonContentType)], body: Array(body))
    }
}
