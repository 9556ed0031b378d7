import BattleNetCore
import Foundation

/// The user every authorization-code token belongs to.
enum StandInUser {
    static let id = 1
    static let battleTag = "StandIn#1234"
}

extension ServerCore {
    func routeOAuth(_ endpoint: OAuthEndpoint, _ request: ParsedRequest) -> WireResponse {
        switch endpoint {
        case .token: tokenEndpoint(request)
        case .authorize: authorizeEndpoint(request)
        case .checkToken: checkTokenEndpoint(request)
        case .userInfo: userInfoEndpoint(request)
        }
    }

    // MARK: POST /token

    private func tokenEndpoint(_ request: ParsedRequest) -> WireResponse {
        guard request.method == "POST" else {
            return Bodies.oauthError(400, "invalid_request", "The token endpoint only accepts POST")
        }
        let form = request.form
        // Some clients put the grant in the query string; the body wins.
        func field(_ name: String) -> String? {
            form.first { $0.name == name }?.value ?? request.queryValue(name)
        }
        guard let clientID = authenticatedClient(request, form: form) else {
            // No `WWW-Authenticate: Basic` challenge: FoundationNetworking's URLSession answers it by
            // waiting for credentials, and the request never completes.
            return Bodies.oauthError(401, "invalid_client", "Bad client credentials")
        }
        world.withLock { $0.statistics.clients[clientID, default: StandInServer.ClientStatistics()].tokenRequests += 1 }

        switch field("grant_type") {
        case "client_credentials":
            let token = issueToken(clientID: clientID, scope: nil)
            return Bodies.json(200, .object([
                ("access_token", .string(token.value)),
                ("token_type", .string("bearer")),
                ("expires_in", .int(configuration.tokenLifetime)),
                ("sub", .string(clientID)),
            ]))

        case "authorization_code":
            guard let code = field("code"), !code.isEmpty else {
                return Bodies.oauthError(400, "invalid_request", "Missing authorization code")
            }
            // Single use: a presented code is spent whatever happens next.
            let pending = world.withLock { $0.codes.removeValue(forKey: code) }
            guard let pending, pending.expiresAt > configuration.clock.date, pending.clientID == clientID else {
                return Bodies.oauthError(400, "invalid_grant", "Invalid authorization code")
            }
            guard field("redirect_uri") == pending.redirectURI else {
                return Bodies.oauthError(400, "invalid_grant", "Redirect URI mismatch")
            }
            // PKCE (RFC 7636) only when the sign-in sent a challenge, as Battle.net is not known to check it.
            if let challenge = pending.codeChallenge {
                guard let verifier = field("code_verifier"), (43...128).contains(verifier.utf8.count),
                      AuthenticationManager.codeChallenge(forVerifier: verifier) == challenge else {
                    return Bodies.oauthError(400, "invalid_grant", "PKCE verification failed")
                }
            }
            let token = issueToken(clientID: clientID, scope: pending.scope)
            return Bodies.json(200, .object([
                ("access_token", .string(token.value)),
                ("token_type", .string("bearer")),
                ("expires_in", .int(configuration.tokenLifetime)),
                ("scope", .string(pending.scope.joined(separator: " "))),
                ("sub", .string(String(StandInUser.id))),
            ]))

        case nil:
            return Bodies.oauthError(400, "invalid_request", "Missing grant type")

        default:
            return Bodies.oauthError(400, "unsupported_grant_type", "Unsupported grant type")
        }
    }

    /// The client id when the request authenticates the configured client, by HTTP Basic or by
    /// `client_id`/`client_secret` form fields; `nil` otherwise. A Basic header, when present, decides.
    private func authenticatedClient(_ request: ParsedRequest, form: [FormField]) -> String? {
        let id: String
        let secret: String
        if let authorization = request.header("Authorization") {
            let parts = authorization.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "basic",
                  let decoded = Data(base64Encoded: String(parts[1]).trimmingCharacters(in: .whitespaces)),
                  let text = String(data: decoded, encoding: .utf8),
                  let colon = text.firstIndex(of: ":") else { return nil }
            // RFC 6749 §2.3.1: both halves are form-encoded before they are joined.
            let rawID = String(text[..<colon]), rawSecret = String(text[text.index(after: colon)...])
            id = rawID.removingPercentEncoding ?? rawID
            secret = rawSecret.removingPercentEncoding ?? rawSecret
        } else {
            guard let formID = form.first(where: { $0.name == "client_id" })?.value,
                  let formSecret = form.first(where: { $0.name == "client_secret" })?.value else { return nil }
            id = formID
            secret = formSecret
        }
        guard Self.constantTimeEqual(id, configuration.clientID),
              Self.constantTimeEqual(secret, configuration.clientSecret) else { return nil }
        return id
    }

    private static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8), right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    // MARK: GET /authorize

    private func authorizeEndpoint(_ request: ParsedRequest) -> WireResponse {
        let parameters = request.method == "POST" ? request.form + request.query : request.query
        func parameter(_ name: String) -> String? { parameters.first { $0.name == name }?.value }

        if let redirectURI = parameter("redirect_uri"), redirectURI.utf8.count > configuration.maxRedirectURILength {
            return Bodies.oauthError(400, "invalid_request", "The redirect_uri parameter is too long")
        }
        guard let redirectURI = parameter("redirect_uri"),
              let components = URLComponents(string: redirectURI),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty else {
            return Bodies.oauthError(400, "invalid_request", "The redirect_uri parameter must be a valid URI")
        }
        guard parameter("client_id") == configuration.clientID else {
            return Bodies.oauthError(400, "invalid_client", "Unknown client")
        }
        // A sign-in without `state` cannot be matched to the session that started it (RFC 6749
        // §10.12): refused here, so a client that forgets it fails offline first.
        guard let state = parameter("state"), !state.isEmpty else {
            return Bodies.oauthError(400, "invalid_request", "The state parameter is required")
        }
        if state.utf8.count > configuration.maxRedirectURILength {
            return Bodies.oauthError(400, "invalid_request", "The state parameter is too long")
        }
        guard parameter("response_type") == "code" else {
            return Self.redirect(to: redirectURI, with: [
                ("error", "unsupported_response_type"),
                ("error_description", "The response_type parameter must be code"),
                ("state", state),
            ])
        }
        var challenge: String?
        if let sent = parameter("code_challenge") {
            let method = parameter("code_challenge_method") ?? "plain"
            guard (43...128).contains(sent.utf8.count), method == "S256" || method == "plain" else {
                return Self.redirect(to: redirectURI, with: [
                    ("error", "invalid_request"),
                    ("error_description", "code_challenge must be 43 to 128 characters and code_challenge_method S256 or plain"),
                    ("state", state),
                ])
            }
            challenge = method == "S256" ? sent : AuthenticationManager.codeChallenge(forVerifier: sent)
        }
        let scope = (parameter("scope") ?? "").split(separator: " ").map(String.init)
        let code = Bodies.randomSecret(length: 40)
        let now = configuration.clock.date
        let pending = PendingCode(
            clientID: configuration.clientID, redirectURI: redirectURI, scope: scope, state: state,
            expiresAt: now.addingTimeInterval(Self.seconds(configuration.authorizationCodeLifetime)),
            codeChallenge: challenge
        )
        world.withLock { $0.storeCode(code, pending, limit: configuration.maxPendingCodes, now: now) }
        return Self.redirect(to: redirectURI, with: [("code", code), ("state", state)])
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// A 302 to `base` with `parameters` (those with a value) appended to its query.
    private static func redirect(to base: String, with parameters: [(String, String?)]) -> WireResponse {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let query = parameters.compactMap { name, value in
            value.map { name + "=" + ($0.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "") }
        }.joined(separator: "&")
        let separator = base.contains("?") ? "&" : "?"
        return WireResponse(status: 302, headers: [("Location", base + separator + query), ("Cache-Control", "no-store")])
    }

    // MARK: POST /check_token

    private func checkTokenEndpoint(_ request: ParsedRequest) -> WireResponse {
        let value = request.form.first { $0.name == "token" }?.value ?? request.queryValue("token")
        guard let value, let token = validToken(value) else {
            return Bodies.oauthError(400, "invalid_token", "Token was not recognised")
        }
        // A configured lifetime may put the expiry past `Int`'s seconds: it is `Int.max` then.
        let expiry = Int(exactly: token.expiresAt.timeIntervalSince1970.rounded(.down)) ?? .max
        var pairs: [(key: String, value: JSONValue)] = [("exp", .int(expiry))]
        if token.scope != nil { pairs.append(("user_name", .string(StandInUser.battleTag))) }
        pairs.append(("authorities", .array([.string("IS_AUTHENTICATED_FULLY"), .string("ROLE_CLIENT")])))
        pairs.append(("client_id", .string(token.clientID)))
        if let scope = token.scope { pairs.append(("scope", .array(scope.map(JSONValue.string)))) }
        return Bodies.json(200, .object(pairs))
    }

    // MARK: GET /userinfo

    private func userInfoEndpoint(_ request: ParsedRequest) -> WireResponse {
        guard let value = Self.bearerToken(of: request) else {
            return Bodies.oauthError(401, "unauthorized", "An Authentication object was not found in the SecurityContext")
        }
        guard let token = validToken(value), token.scope != nil else {
            return Bodies.oauthError(401, "invalid_token", "A valid user access token is required")
        }
        return Bodies.json(200, .object([
            ("sub", .string(String(StandInUser.id))),
            ("id", .int(StandInUser.id)),
            ("battletag", .string(StandInUser.battleTag)),
        ]))
    }
}
