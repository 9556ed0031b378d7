import Foundation
import BattleNetCore
import BattleNetTesting

extension ServerCore {
    /// `/data/wow/search/{document}` from the recorded documents (see `RecordedSearch`).
    func routeSearch(_ request: ParsedRequest, namespace: String?) -> WireResponse? {
        guard let document = RecordedSearch.document(ofPath: request.path) else {
            return request.path.hasPrefix("/data/wow/search/") ? Bodies.gatewayError(404) : nil
        }
        let search = RecordedSearch(fixtures: configuration.fixtures, cap: configuration.searchResultCap)
        // `Last-Modified` as for every recorded body, and 304 for a search asked with a later
        // `If-Modified-Since` (a realm directory revalidating its pages).
        let lastModified = Date(timeIntervalSince1970: configuration.lastModified.timeIntervalSince1970.rounded(.down))
        var headers: [(name: String, value: String)] = [("Last-Modified", HTTPDate.format(lastModified))]
        if let namespace { headers.append(("Battlenet-Namespace", namespace)) }
        if let since = request.header("If-Modified-Since").flatMap(HTTPDate.parse), since >= lastModified {
            return WireResponse(status: 304, headers: headers)
        }
        let body = search.response(document: document, query: request.query.map { ($0.name, $0.value) }, namespace: namespace)
        return WireResponse(status: 200, headers: [("Content-Type", Bodies.jsonContentType)] + headers, body: Array(body))
    }
}
