import Foundation
import BattleNetCore
import BattleNetFixtures

/// A transport that answers requests with recorded Battle.net bodies, matched by method and path.
///
/// Use it for offline tests and SwiftUI previews with the same `BattleNetClient` you ship:
///
/// ```swift
/// let client = try BattleNetClient(
///     configuration: .init(region: .eu), tokens: FixedTokenProvider(),
///     transport: ReplayTransport.recordedFixtures()
/// )
/// let act = try await client.value(D3.Operations.act(1))
/// ```
///
/// A request nothing was recorded for fails with `BattleNetError` `.notFound` naming the request and
/// the recordings that exist for that operation.
public struct ReplayTransport: HTTPTransport {
    /// The recordings this transport answers from.
    public let manifest: FixtureManifest

    /// Replays the recordings in `directory` (a folder with a `MANIFEST.tsv`).
    public init(directory: URL) throws {
        manifest = try FixtureManifest(directory: directory)
    }

    /// Replays the recordings shipped with the package.
    /// - Throws: `BattleNetError` `.invalidConfiguration` when the resource bundle cannot be found.
    public static func recordedFixtures() throws -> ReplayTransport {
        guard let directory = RecordedFixtures.directory else {
            throw BattleNetError(.invalidConfiguration, message: "the BattleNetFixtures resources were not found next to this executable")
        }
        return try ReplayTransport(directory: directory)
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let path = components?.path ?? request.url.path
        let locale = components?.queryItems?.first { $0.name == "locale" }?.value
        guard let entry = manifest.entry(method: request.method, path: path, locale: locale) else {
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
        return HTTPResponse(
            status: entry.status,
            headers: ["Content-Type": "application/json;charset=UTF-8", "X-BattleNet-Fixture": entry.file],
            body: try manifest.body(of: entry)
        )
    }
}
