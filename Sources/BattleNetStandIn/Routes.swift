import Foundation

/// The OAuth endpoints, at oauth.battle.net's paths and at the regional `/oauth/...` aliases.
enum OAuthEndpoint: Sendable, Equatable {
    case token
    case authorize
    case checkToken
    case userInfo

    /// `nil` for every path that is not an OAuth endpoint (those are API paths).
    init?(path: String) {
        var path = path
        if path.hasPrefix("/oauth/") { path.removeFirst("/oauth".count) }
        if path.count > 1, path.hasSuffix("/") { path.removeLast() }
        switch path {
        case "/token": self = .token
        case "/authorize": self = .authorize
        case "/check_token", "/v2/check_token": self = .checkToken
        case "/userinfo": self = .userInfo
        default: return nil
        }
    }
}

extension ServerCore {
    /// The answer to one request: a queued fault first, then the OAuth or API route.
    func handle(_ request: ParsedRequest) -> Outcome {
        if let fault = takeFault(for: request.path), let outcome = apply(fault, to: request) {
            return outcome
        }
        return .respond(route(request))
    }

    /// The normal answer to `request`, without faults.
    func route(_ request: ParsedRequest) -> WireResponse {
        if let endpoint = OAuthEndpoint(path: request.path) {
            return routeOAuth(endpoint, request)
        }
        return routeAPI(request)
    }

    // MARK: Tokens

    /// The token of an `Authorization: Bearer <token>` header, if the request has one.
    static func bearerToken(of request: ParsedRequest) -> String? {
        guard let authorization = request.header("Authorization") else { return nil }
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }

    /// Issues and remembers a new token: a client token when `scope` is `nil`, else a user token.
    func issueToken(clientID: String, scope: [String]?) -> IssuedToken {
        let token = IssuedToken(
            value: Bodies.randomSecret(),
            clientID: clientID,
            expiresAt: configuration.clock.date.addingTimeInterval(TimeInterval(configuration.tokenLifetime)),
            scope: scope
        )
        let limit = configuration.maxTokensPerClient
        world.withLock { $0.storeToken(token, limit: limit, now: configuration.clock.date) }
        return token
    }

    /// The issued, unrevoked, unexpired token `value`; `nil` otherwise.
    func validToken(_ value: String) -> IssuedToken? {
        let now = configuration.clock.date
        return world.withLock { world in
            guard let token = world.tokens[value] else { return nil }
            guard token.expiresAt > now else {
                world.dropToken(value)  // expired: forgotten now rather than at the next issue
                return nil
            }
            return token
        }
    }

    func revoke(token: String) {
        world.withLock { $0.dropToken(token) }
    }
}
