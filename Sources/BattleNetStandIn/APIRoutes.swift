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
        if let refusal = admit(token: token) {
            return refusal
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
            // A card asked for by id has its template's caching headers; searches and deck lookups,
            // which the table does not list, carry none.
            let cache = cacheHeaders(path: request.rawPath, body: answer.body, etagKey: nil, lastModifiedWhenUnlisted: false)
            if Self.isNotModified(request, lastModified: cache.lastModified, entityTag: cache.entityTag) {
                return WireResponse(status: 304, headers: cache.headers)
            }
            return WireResponse(status: 200, headers: [("Content-Type", Bodies.jsonContentType)] + cache.headers, body: Array(answer.body))
        }
        // `match` percent-decodes the path itself, so it gets the raw one; the namespace picks the
        // flavor's and region's recording, and a 2xx body wins over a recorded error.
        let wanted = FixtureManifest.Request(
            method: method, path: request.rawPath, locale: request.queryValue("locale"), namespace: namespace
        )
        // The generated auction houses, when configured.
        if let house = generatedHouse(path: request.path) {
            guard let body = generatedAuctions(realm: house.realm, generation: house.generation) else {
                return Bodies.gatewayError(500, detail: "The recorded auction body is missing")
            }
            let cache = cacheHeaders(path: request.rawPath, body: body, etagKey: nil, lastModifiedWhenUnlisted: true)
            var headers: [(name: String, value: String)] = [("Content-Type", Bodies.jsonContentType)] + cache.headers
            if let namespace { headers.append(("Battlenet-Namespace", namespace)) }
            if Self.isNotModified(request, lastModified: cache.lastModified, entityTag: cache.entityTag) {
                return WireResponse(status: 304, headers: headers.filter { $0.name != "Content-Type" })
            }
            return WireResponse(status: 200, headers: headers, body: Array(body))
        }
        // A connected realm of the recorded search without recorded auctions: a recorded auction body.
        guard let entry = fixtures.match(wanted)?.entry ?? fixtures.auctionsStandIn(for: wanted)?.entry else {
            return Bodies.gatewayError(404)
        }
        guard let body = try? fixtures.body(of: entry) else {
            return Bodies.gatewayError(500, detail: "The recording \(entry.file) is listed but missing")
        }

        // Battle.net's caching headers for the path's template (`cache-control.tsv`): `Cache-Control`
        // and an `ETag` on 2xx answers only, as recorded; `Last-Modified` where its answers carry it,
        // and on every path the table does not list.
        let succeeded = (200..<300).contains(entry.status)
        let cache = cacheHeaders(path: request.rawPath, body: body, etagKey: entry.file, lastModifiedWhenUnlisted: true)
        var headers: [(name: String, value: String)] = [("Content-Type", Bodies.jsonContentType)]
        headers += succeeded ? cache.headers : cache.headers.filter { $0.name == "Last-Modified" }
        headers.append(("X-Trace-Traceid", Bodies.traceID()))
        if let namespace { headers.append(("Battlenet-Namespace", namespace)) }

        if succeeded, Self.isNotModified(request, lastModified: cache.lastModified, entityTag: cache.entityTag) {
            return WireResponse(status: 304, headers: headers.filter { $0.name != "Content-Type" })
        }
        return WireResponse(status: entry.status, headers: headers, body: Array(body))
    }

    /// Counts a request against its client id's limits, shared by every token issued to that client
    /// (as Battle.net counts them): the fixed clock second (``StandInServer/Configuration/perSecondLimit``)
    /// and the rolling hour in minute buckets (``StandInServer/Configuration/hourlyLimit``).
    /// - Returns: `nil` when the request may go on; else the 429 to answer, with `Retry-After` (whole
    ///   seconds until the second ends, or until the hour's oldest counted minute leaves it).
    private func admit(token: String) -> WireResponse? {
        let now = configuration.clock.date.timeIntervalSince1970
        let second = Int64(now.rounded(.down))
        let minute = second / 60
        let perSecond = configuration.perSecondLimit
        let hourly = configuration.hourlyLimit
        let refusal: Int? = world.withLock { world in
            let clientID = world.tokens[token]?.clientID ?? ""
            // Per token, only for ``StandInServer/Statistics/peakRequestsPerSecond``.
            var tokenWindow = world.windows[token] ?? RateWindow(second: second, secondCount: 0)
            if tokenWindow.second != second { tokenWindow = RateWindow(second: second, secondCount: 0) }
            tokenWindow.secondCount += 1
            world.windows[token] = tokenWindow
            world.statistics.peakRequestsPerSecond[token] = max(world.statistics.peakRequestsPerSecond[token, default: 0], tokenWindow.secondCount)

            var window = world.clientWindows[clientID] ?? ClientWindow(second: second)
            if window.second != second {
                window.second = second
                window.secondCount = 0
            }
            window.minutes.removeAll { $0.minute <= minute - 60 }
            var counts = world.statistics.clients[clientID] ?? StandInServer.ClientStatistics()
            counts.apiRequests += 1
            defer { world.statistics.clients[clientID] = counts }
            defer { world.clientWindows[clientID] = window }
            if let perSecond, window.secondCount >= perSecond {
                counts.perSecondRefusals += 1
                return 1
            }
            let used = window.minutes.reduce(0) { $0 + $1.count }
            if let hourly, used >= hourly {
                counts.hourlyRefusals += 1
                let oldest = window.minutes.first?.minute ?? minute
                return Int(max(1, (oldest + 60) * 60 - second))
            }
            window.secondCount += 1
            counts.peakRequestsPerSecond = max(counts.peakRequestsPerSecond, window.secondCount)
            if window.minutes.last?.minute == minute {
                window.minutes[window.minutes.count - 1].count += 1
            } else {
                window.minutes.append((minute, 1))
            }
            counts.admitted += 1
            return nil
        }
        guard let refusal else { return nil }
        var response = Bodies.gatewayError(429)
        response.headers.append(("Retry-After", String(refusal)))
        return response
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
