import Foundation
import BattleNetCore
import BattleNetTesting

extension ServerCore {
    /// Every non-OAuth path: token check, rate limit, namespace check, then the recorded body.
    func routeAPI(_ request: ParsedRequest) -> WireResponse {
        if request.queryValue("access_token") != nil {
            world.withLock { $0.statistics.tokenInURL += 1 }
            return Bodies.gatewayError(
                401, detail: "Unauthorized: access tokens must be sent in the Authorization header, not in the query string"
            )
        }
        guard let token = Self.bearerToken(of: request), validToken(token) != nil else {
            return Bodies.gatewayError(401)
        }
        guard admit(token: token) else {
            return Bodies.gatewayError(429)
        }
        // Account endpoints need a signed-in user's token with `wow.profile`: a client token (no
        // scopes) or a user token without it gets 403, as Battle.net answers a token that lacks a scope.
        if Self.isAccountPath(request.path), validToken(token)?.scope?.contains("wow.profile") != true {
            return Bodies.gatewayError(403, detail: "Forbidden")
        }

        let namespace = request.header("Battlenet-Namespace") ?? request.queryValue("namespace")
        if Self.needsNamespace(request.path) {
            guard let namespace, Self.isValidNamespace(namespace) else { return Bodies.gatewayError(404) }
        }

        if request.method == "GET", let search = routeSearch(request, namespace: namespace) {
            return search
        }

        let method: HTTPMethod = request.method == "HEAD" ? .get : HTTPMethod(rawValue: request.method)
        let fixtures = configuration.fixtures
        // Hearthstone's searches, deck lookups and cards asked for by id alone (see `RecordedHearthstone`).
        if method == .get, RecordedHearthstone.isSearch(request.path)
            || (request.path.hasPrefix("/hearthstone/") && fixtures.match(FixtureManifest.Request(method: .get, path: request.rawPath)) == nil) {
            let answer = RecordedHearthstone(fixtures: fixtures).answer(
                path: request.path, query: request.query.map { ($0.name, $0.value) }, deckCode: configuration.deckCode
            )
            guard let answer else { return Bodies.gatewayError(404) }
            return WireResponse(status: 200, headers: [("Content-Type", Bodies.jsonContentType)], body: Array(answer.body))
        }
        // `match` percent-decodes the path itself, so it gets the raw one; the namespace picks the
        // flavor's and region's recording, and a 2xx body wins over a recorded error.
        let wanted = FixtureManifest.Request(
            method: method, path: request.rawPath, locale: request.queryValue("locale"), namespace: namespace
        )
        // A connected realm of the recorded search without recorded auctions: a recorded auction body.
        guard let entry = fixtures.match(wanted)?.entry ?? fixtures.auctionsStandIn(for: wanted)?.entry else {
            return Bodies.gatewayError(404)
        }
        guard let body = try? fixtures.body(of: entry) else {
            return Bodies.gatewayError(500, detail: "The recording \(entry.file) is listed but missing")
        }

        let lastModified = Date(timeIntervalSince1970: configuration.lastModified.timeIntervalSince1970.rounded(.down))
        var headers: [(name: String, value: String)] = [
            ("Content-Type", Bodies.jsonContentType),
            ("Last-Modified", HTTPDate.format(lastModified)),
            ("X-Trace-Traceid", Bodies.traceID()),
        ]
        if let namespace { headers.append(("Battlenet-Namespace", namespace)) }

        if (200..<300).contains(entry.status),
           let since = request.header("If-Modified-Since").flatMap(HTTPDate.parse), since >= lastModified {
            return WireResponse(status: 304, headers: headers.filter { $0.name != "Content-Type" })
        }
        return WireResponse(status: entry.status, headers: headers, body: Array(body))
    }

    /// Counts a request against `token`'s fixed-second and fixed-hour windows.
    /// - Returns: `false` when either limit is exceeded (the request gets 429).
    private func admit(token: String) -> Bool {
        let second = Int64(Date().timeIntervalSince1970.rounded(.down))
        let hour = second / 3600
        let perSecond = configuration.perSecondLimit
        let hourly = configuration.hourlyLimit
        return world.withLock { world in
            var window = world.windows[token] ?? RateWindow(second: second, secondCount: 0, hour: hour, hourCount: 0)
            if window.second != second {
                window.second = second
                window.secondCount = 0
            }
            if window.hour != hour {
                window.hour = hour
                window.hourCount = 0
            }
            window.secondCount += 1
            window.hourCount += 1
            world.windows[token] = window
            world.statistics.peakRequestsPerSecond[token] = max(
                world.statistics.peakRequestsPerSecond[token, default: 0], window.secondCount
            )
            if let perSecond, window.secondCount > perSecond { return false }
            if let hourly, window.hourCount > hourly { return false }
            return true
        }
    }

    /// The WoW account endpoints: `/profile/user/wow` and every path below it.
    static func isAccountPath(_ path: String) -> Bool {
        path == "/profile/user/wow" || path.hasPrefix("/profile/user/wow/")
    }

    /// World of Warcraft game data and profile paths need a namespace.
    static func needsNamespace(_ path: String) -> Bool {
        path.hasPrefix("/data/wow/") || path.hasPrefix("/profile/wow/")
    }

    /// Whether `namespace` matches
    /// `^(static|dynamic|profile)(-classic|-classic1x|-classicann)?(-[0-9._]+)?-(us|eu|kr|tw|cn)$`.
    static func isValidNamespace(_ namespace: String) -> Bool {
        let parts = namespace.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.count <= 4,
              let kind = parts.first, ["static", "dynamic", "profile"].contains(kind),
              let region = parts.last, ["us", "eu", "kr", "tw", "cn"].contains(region) else { return false }
        var middle = parts.dropFirst().dropLast()[...]
        if let flavor = middle.first, ["classic", "classic1x", "classicann"].contains(flavor) {
            middle = middle.dropFirst()
        }
        if let version = middle.first {
            guard !version.isEmpty, version.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "_") }) else {
                return false
            }
            middle = middle.dropFirst()
        }
        return middle.isEmpty
    }
}
