import Foundation
import BattleNetCore

/// Reads a Hearthstone deck code into its cards, one dbfId per copy, and its hero; `nil` for text
/// that is not a deck code. ``ReplayTransport/deckCode`` and the stand-in answer `code=` deck lookups
/// with it.
public typealias DeckCodeReader = @Sendable (String) -> (cards: [Int], hero: Int?)?

/// A transport that answers requests with recorded Battle.net bodies, matched by method and path.
///
/// Use it for offline tests and SwiftUI previews with the same `BattleNetClient` you ship; the
/// recordings shipped with the package come with the `BattleNetFixtures` product
/// (`ReplayTransport.recordedFixtures()`), or replay a folder of your own with ``init(directory:notice:)``:
///
/// ```swift
/// import BattleNetFixtures
///
/// let client = try BattleNetClient(
///     configuration: .init(region: .eu), tokens: FixedTokenProvider(),
///     transport: ReplayTransport.recordedFixtures()
/// )
/// let act = try await client.value(D3.Endpoints.act(id: 1))
/// ```
///
/// A request nothing was recorded for fails with `BattleNetError` `.notFound` naming the request and
/// the recordings that exist for that operation.
///
/// World of Warcraft recordings are matched by namespace too: a 2xx body wins over a recorded error,
/// then the same flavor, region and locale (``FixtureManifest/match(_:)``). When the body served was
/// recorded for another flavor, region or locale, the response says so in its
/// `X-BattleNet-Fixture-Differs` header and `notice` is called with a sentence such as
/// `replaying wow/item__19019.json, recorded for region eu (asked us)`. A test that wants a recorded
/// error asks for it by file with the `X-BattleNet-Fixture` request header.
///
/// Every 2xx body carries `Last-Modified` (its recording date: ``FixtureManifest/recordedDate(of:)``) and a
/// `Date` at that time (the server's clock as it was recorded, so a replayed snapshot is not older than
/// its server's time), and a request with an `If-Modified-Since` at or after it is answered `304 Not Modified` without a body; a
/// `HEAD` request is answered as `GET` without the body. The auctions of a connected realm that the
/// replayed search returns but that has no auction recording of its own are answered with a recorded
/// auction body (``FixtureManifest/auctionsStandIn(for:)``).
///
/// Search requests (`/data/wow/search/{document}`) are answered by searching the recorded documents
/// of that kind (``RecordedSearch``): no search response was ever recorded. Hearthstone's card and
/// card-back searches and its deck lookups are answered from the recorded cards and decks
/// (``RecordedHearthstone``).
public struct ReplayTransport: HTTPTransport {
    /// The recordings this transport answers from.
    public let manifest: FixtureManifest
    /// Told when a recording made for another flavor, region or locale is served.
    public let notice: (@Sendable (String) -> Void)?
    /// The size of the chunks ``stream(_:)`` serves a recording in: 64 KiB unless you set it.
    public var streamChunkSize = HTTPBodyStream.defaultChunkSize
    /// Reads a Hearthstone deck code into its cards (one dbfId per copy) and hero, so a deck lookup
    /// by `code=` is answered with the recorded deck of the same cards; without it only lookups by
    /// `ids=` and the recorded codes' path form are answered. With `BattleNetHearthstone`:
    ///
    /// ```swift
    /// var replay = try ReplayTransport.recordedFixtures()
    /// replay.deckCode = { text in
    ///     (try? Hearthstone.DeckCode(text)).map { deck in
    ///         (deck.cards.flatMap { Array(repeating: $0.id, count: $0.count) }, deck.heroes.first)
    ///     }
    /// }
    /// ```
    public var deckCode: DeckCodeReader?

    /// Replays the recordings in `directory` (a folder with a `MANIFEST.tsv`).
    /// - Parameters:
    ///   - directory: The folder holding `MANIFEST.tsv` and the bodies it lists.
    ///   - notice: Told when a body recorded for another flavor, region or locale is served
    ///     (`bnet` prints it on stderr).
    public init(directory: URL, notice: (@Sendable (String) -> Void)? = nil) throws {
        manifest = try FixtureManifest(directory: directory)
        self.notice = notice
    }

    /// Answers `request` as ``send(_:)`` does, the body in chunks of ``streamChunkSize`` bytes.
    public func stream(_ request: BattleNetHTTPRequest) async throws -> HTTPStreamingResponse {
        HTTPStreamingResponse(try await send(request), chunkSize: streamChunkSize)
    }

    public func send(_ request: BattleNetHTTPRequest) async throws -> BattleNetHTTPResponse {
        try Task.checkCancellation()
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let path = components?.path ?? request.url.path
        let query = components?.queryItems ?? []
        let host = request.url.host ?? ""
        let region = host.hasSuffix(".api.blizzard.com") ? host.split(separator: ".").first.map(String.init) : nil
        var wanted = FixtureManifest.Request(
            method: request.method, path: path, locale: query.first { $0.name == "locale" }?.value,
            namespace: request.header("Battlenet-Namespace") ?? query.first { $0.name == "namespace" }?.value,
            region: host.hasSuffix("gateway.battlenet.com.cn") ? "cn" : region,
            file: request.header("X-BattleNet-Fixture")
        )
        let isHead = request.method == .head
        if isHead { wanted.method = .get }
        if wanted.method == .get, let document = RecordedSearch.document(ofPath: path) {
            let search = RecordedSearch(fixtures: manifest)
            let body = search.response(document: document, query: query.map { ($0.name, $0.value ?? "") }, namespace: wanted.namespace)
            let headers = [
                "Content-Type": "application/json;charset=UTF-8", "X-BattleNet-Fixture": "search over the recorded \(document) documents",
            ]
            return Self.conditional(request, status: 200, headers: headers, body: isHead ? Data() : body,
                                    lastModified: search.lastModified(document: document, namespace: wanted.namespace))
        }
        if request.method == .get, RecordedHearthstone.isSearch(path) || (path.hasPrefix("/hearthstone/") && manifest.match(wanted) == nil),
           let answer = RecordedHearthstone(fixtures: manifest).answer(path: path, query: query.map { ($0.name, $0.value ?? "") }, deckCode: deckCode) {
            return BattleNetHTTPResponse(status: 200, headers: [
                "Content-Type": "application/json;charset=UTF-8", "X-BattleNet-Fixture": answer.source,
            ], body: answer.body)
        }
        guard let match = manifest.match(wanted) ?? manifest.auctionsStandIn(for: wanted) else {
            let recorded = manifest.entries.filter { PathTemplate($0.columns["endpoint_template"] ?? "").matches(path) }
            var error = BattleNetError(
                .notFound,
                message: "no recorded response for \(request.method) \(path)"
                    + (recorded.isEmpty ? "" : "; recorded: " + recorded.map(\.path).joined(separator: ", "))
                    + " (set BNET_CLIENT_ID and BNET_CLIENT_SECRET to call the live API)"
            )
            error.url = request.url.absoluteString
            throw error
        }
        let entry = match.entry
        var headers = ["Content-Type": "application/json;charset=UTF-8", "X-BattleNet-Fixture": entry.file]
        if !match.differences.isEmpty {
            let differences = match.differences.joined(separator: ", ")
            headers["X-BattleNet-Fixture-Differs"] = differences
            notice?("replaying \(entry.file), recorded for \(differences)")
        }
        return Self.conditional(request, status: entry.status, headers: headers, body: isHead ? Data() : try manifest.body(of: entry),
                                lastModified: manifest.recordedDate(of: entry))
    }

    /// The answer with `Last-Modified` (a 2xx body's recording date), or `304 Not Modified` without a
    /// body when the request's `If-Modified-Since` is not older than that date.
    static func conditional(
        _ request: BattleNetHTTPRequest, status: Int, headers: [String: String], body: Data, lastModified: Date?
    ) -> BattleNetHTTPResponse {
        var headers = headers
        guard (200..<300).contains(status), let lastModified else {
            return BattleNetHTTPResponse(status: status, headers: headers, body: body)
        }
        let stamp = Date(timeIntervalSince1970: lastModified.timeIntervalSince1970.rounded(.down))
        headers["Last-Modified"] = HTTPDate.format(stamp)
        headers["Date"] = HTTPDate.format(stamp)
        if let since = request.header("If-Modified-Since").flatMap(HTTPDate.parse), since >= stamp {
            headers["Content-Type"] = nil
            return BattleNetHTTPResponse(status: 304, headers: headers, body: Data())
        }
        return BattleNetHTTPResponse(status: status, headers: headers, body: body)
    }
}
