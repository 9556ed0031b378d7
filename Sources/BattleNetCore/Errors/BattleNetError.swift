import Foundation

/// The one error every BattleNet call throws.
///
/// Switch on ``kind`` to react; read the context to report or recover. A failed decode keeps the
/// response bytes in ``body``, so you can fall back to them without a second request:
///
/// ```swift
/// do {
///     let hero = try await client.d3.hero(battleTag: "Name#1234", id: 42)
/// } catch let error as BattleNetError where error.kind == .decoding {
///     let json = try JSONSerialization.jsonObject(with: error.body ?? Data())
/// }
/// ```
///
/// No description, debug description or `dump` of this error contains a client secret or an access
/// token: URLs never carry tokens; the secret and token values an ``AuthenticationManager`` holds are
/// masked wherever they appear in any field (in any letter case); and token-shaped fields
/// (`Bearer x`, `access_token: x`, `client_secret=x`, ...) are masked too. Body excerpts are masked
/// before they are cut. ``body`` itself keeps the bytes as received, for decoding fallbacks.
public struct BattleNetError: Error, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    LocalizedError, CustomReflectable {

    /// What went wrong, in a form you can `switch` over. New kinds may be added in minor versions.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, e.g. `notFound`.
        public let rawValue: String
        private init(_ rawValue: String) { self.rawValue = rawValue }

        /// The request never got an HTTP response (DNS, TLS, connection reset).
        public static let transport = Kind("transport")
        /// The request took longer than its timeout.
        public static let timeout = Kind("timeout")
        /// A non-success status not covered by a more specific kind (400, 5xx, ...).
        public static let httpStatus = Kind("httpStatus")
        /// 401: the token was missing, expired or revoked, and renewing it did not help.
        public static let unauthorized = Kind("unauthorized")
        /// 403: the token lacks a scope, the client is blocked, or the account is inactive.
        public static let forbidden = Kind("forbidden")
        /// 404: no such id, or a private, inactive or renamed profile.
        public static let notFound = Kind("notFound")
        /// 429: over Battle.net's request rate (100/s, 36,000/h per client).
        public static let rateLimited = Kind("rateLimited")
        /// The body did not decode into the model; ``BattleNetError/body`` holds the bytes.
        public static let decoding = Kind("decoding")
        /// The OAuth server refused a token request (`error` / `error_description`).
        public static let oauth = Kind("oauth")
        /// The client is configured in a way that cannot work (hosts, credentials).
        public static let invalidConfiguration = Kind("invalidConfiguration")
        /// The call needs a user token and none is set (nothing was sent).
        public static let missingUserToken = Kind("missingUserToken")
        /// The user token does not grant the scope the call needs (nothing was sent).
        public static let insufficientScope = Kind("insufficientScope")
        /// The request itself is malformed: wrong path arguments, a forged OAuth `state`.
        public static let invalidRequest = Kind("invalidRequest")
        /// The server answered with a redirect (3xx), which is refused: following it would send the
        /// request's credentials to the host it names. ``BattleNetError/redirectTarget`` says where.
        public static let redirect = Kind("redirect")
        /// The client, manager or transport was shut down (`shutdown()`); nothing more is sent through it.
        public static let shutDown = Kind("shutDown")
        /// The response body (or one element of a streamed array, or the rest of a streamed document)
        /// was larger than its limit (``BodyLimits``); the call failed and nothing of it was delivered
        /// as complete. ``BattleNetError/message`` names the limit.
        public static let bodyTooLarge = Kind("bodyTooLarge")
        /// A success status (200 with no bytes, or 204) came with no body where the call expects a
        /// document: nothing to decode and nothing to fall back to. Not retried; the raw call returns
        /// the empty body. Battle.net does this now and then (SC2's grandmaster ladder).
        public static let emptyBody = Kind("emptyBody")
        /// The call asked for a stored answer only (``BattleNetCachePolicy/onlyIfCached``) and the
        /// cache holds none; nothing was sent.
        public static let notCached = Kind("notCached")

        public var description: String { rawValue }

        /// Every kind this version knows, for exhaustive tests and logging tables.
        public static let allKnown: [Kind] = [
            .transport, .timeout, .httpStatus, .unauthorized, .forbidden, .notFound, .rateLimited, .decoding,
            .oauth, .invalidConfiguration, .missingUserToken, .insufficientScope, .invalidRequest, .redirect, .shutDown,
            .bodyTooLarge, .emptyBody, .notCached,
        ]
    }

    /// What went wrong.
    public let kind: Kind
    /// A one-sentence explanation of the cause.
    public var message: String
    /// The operation id, e.g. `d3ProfileHero`.
    public var operation: String?
    /// The request URL. It never carries a token.
    public var url: String?
    /// The HTTP status, when a response arrived.
    public var status: Int?
    /// The raw response body, when one arrived: the fallback for a failed decode.
    public var body: Data?
    /// Blizzard's `{code, type, detail}` (or legacy `{status, reason}`) error payload, when it parsed.
    public var apiError: APIErrorPayload?
    /// The OAuth `{error, error_description}` payload, when it parsed.
    public var oauthError: OAuthErrorPayload?
    /// How long the server asked to wait (`Retry-After`), for `.rateLimited` and 503.
    public var retryAfter: Duration?
    /// The model that failed to decode, e.g. `D3.Hero`.
    public var modelType: String?
    /// Where decoding failed, e.g. `heroes[3].class`.
    public var codingPath: String?
    /// The scope a user token must grant, for `.insufficientScope` and `.missingUserToken`.
    public var requiredScope: OAuthScope?
    /// The response's `X-Trace-Traceid`, to quote in a report to Blizzard.
    public var traceID: String?
    /// The response's `Battlenet-Schema-Revision`, useful when a model stops decoding after a patch.
    public var schemaRevision: String?
    /// How many attempts were made before giving up, when the client retried.
    public var attempts: Int?
    /// For `.redirect`: the refused `Location`, masked like ``url``.
    public var redirectTarget: String?
    /// The `Battlenet-Namespace` the request was sent with (a WoW call), e.g. `static-classic1x-eu`:
    /// a 404 may mean that namespace does not serve the id.
    public var namespace: String?
    /// What a 404 of the operation most likely means and what to check, as its game module declares it
    /// (a World of Warcraft character's privacy settings, say); the general advice when `nil`.
    package var notFoundAdvice: String?
    /// A transport failure that came after the response's head: the connection closed (or the body
    /// could not be decoded) partway through the body. Retried once at most.
    var interruptedResponse = false
    /// A 401 for a call sent with a signed-in user's token: the sign-in was revoked or has expired.
    var userTokenRejected = false

    /// An error of `kind` with a message saying what went wrong; other fields start empty.
    /// - Parameters:
    ///   - kind: What failed, e.g. ``Kind-swift.struct/invalidConfiguration``.
    ///   - message: One sentence for the reader; secrets in it are masked when printed.
    public init(_ kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// This error of a decode with what `raw` tells: the masked URL, the status, the trace id and the
    /// schema revision.
    func completed(by raw: RawResponse) -> BattleNetError {
        var failure = self
        if failure.operation == nil { failure.operation = raw.operation }
        failure.url = Redaction.mask(raw.url.absoluteString)
        failure.status = raw.status
        failure.traceID = raw.traceID
        failure.schemaRevision = raw.schemaRevision
        return failure
    }

    func with(operation: String) -> BattleNetError {
        var copy = self
        if copy.operation == nil { copy.operation = operation }
        return copy
    }

    // MARK: Descriptions

    /// One line: the kind, the operation and request, the status and the cause, then what to do next.
    public var description: String {
        var parts = ["BattleNetError.\(kind)"]
        if let operation { parts.append(operation) }
        if let url { parts.append(Redaction.mask(url)) }
        if let status { parts.append("HTTP \(status)") }
        var text = parts.joined(separator: " ") + ": " + Redaction.mask(message)
        if let modelType { text += " (model \(modelType)" + (codingPath.map { " at \($0)" } ?? "") + ")" }
        if let traceID { text += " [trace \(traceID)]" }
        if let attempts, attempts > 1 { text += " after \(attempts) attempts" }
        if let recoverySuggestion { text += ". " + recoverySuggestion }
        return Redaction.mask(text)
    }

    /// The description plus a masked excerpt of the body.
    public var debugDescription: String {
        guard let body, !body.isEmpty else { return description }
        return description + "\nbody (\(body.count) bytes): " + Redaction.excerpt(of: body, limit: 600)
    }

    public var errorDescription: String? { description }
    public var failureReason: String? { Redaction.mask(message) }

    /// The general advice of a 404, for an operation whose game states none.
    static let notFoundCheck = "Check the ids, slugs and region; profiles must be public and BattleTags are case-sensitive"

    /// What to do next.
    public var recoverySuggestion: String? {
        switch kind {
        case .transport: "Check the network and the API host, then retry"
        case .timeout: "Retry, or give this call a longer timeout with `endpoint.timeout(_:)` or `--timeout`"
        case .unauthorized where userTokenRejected:
            "The signed-in user's token was rejected (the sign-in was revoked or expired) and has been dropped: "
                + "sign the user in again (authorization-code flow); renewing cannot help"
        case .unauthorized:
            oauthError != nil || operation?.hasPrefix("oauth") == true
                ? "Check the client id and secret (BNET_CLIENT_ID, BNET_CLIENT_SECRET) and that the client is enabled in the developer portal"
                : "The token was rejected even after renewal: check the client's credentials; for user tokens run the authorization-code flow again"
        case .forbidden:
            apiError?.detail == "Account Inactive"
                ? "Battle.net answered Account Inactive: the account behind this profile is inactive, and a retry will not help; if every call answers this, the inactive account is the API client's own: check it in the developer portal"
                : "The token lacks the scope or permission this call needs; check the client's status in the developer portal"
        case .notFound:
            (notFoundAdvice ?? Self.notFoundCheck) + (namespace.map { ". The request was sent with namespace \($0)" } ?? "")
        case .rateLimited:
            "Slow down: Battle.net allows 100 requests per second and 36,000 per hour per client"
                + (retryAfter.map { "; retry after \($0.components.seconds) s" } ?? "")
        case .decoding: "The model does not match this body: use `error.body` (the raw bytes) or the raw call, and report the coding path"
        case .oauth:
            oauthError?.suggestion
                ?? (status == 401 ? OAuthErrorPayload(error: "invalid_client", errorDescription: nil).suggestion
                    : "Check the OAuth request: client id, secret, redirect URI and scopes")
        case .invalidConfiguration: "Fix the client configuration described above"
        case .missingUserToken:
            "Sign the user in with the authorization-code flow" + (requiredScope.map { " requesting scope \($0)" } ?? "")
                + ", then set the token on the AuthenticationManager"
        case .insufficientScope:
            "Ask the user to authorize again with scope \(requiredScope?.rawValue ?? "required by this call")"
        case .invalidRequest: "Correct the request arguments"
        case .redirect:
            "Battle.net does not redirect: check the API and OAuth hosts (a proxy or captive portal may be answering)"
        case .shutDown: "Make a new client (or manager, or transport) for further calls; a shut-down one stays shut down"
        case .bodyTooLarge:
            "If the body is genuine, raise the limit: for one call with `endpoint.bodyLimits(_:)`, for a client with "
                + "`BattleNetConfiguration.bodyLimits`, for a streamed array with the decoder's `limits` (all `BodyLimits`); "
                + "a buffered body can also be streamed with `rawStream(_:)`"
        case .emptyBody:
            "Battle.net answered a success without the document (it does this now and then, e.g. for SC2's "
                + "grandmaster ladder): nothing was retried; try again later. The raw call returns the empty body"
        case .notCached:
            "Call without `.cachePolicy(.onlyIfCached)` to fetch it, or check that the client has the cache it was stored in"
        case .httpStatus:
            (status ?? 0) >= 500 ? "Battle.net had a server error; retry later" : "Check the request; the body has Blizzard's explanation"
        default: nil
        }
    }

    /// `dump` shows the same masked facts as ``debugDescription``; every text field is masked.
    public var customMirror: Mirror {
        func masked(_ text: String) -> String { Redaction.mask(text) }
        var children: [(String?, Any)] = [("kind", kind.rawValue), ("message", masked(message))]
        if let operation { children.append(("operation", masked(operation))) }
        if let url { children.append(("url", masked(url))) }
        if let status { children.append(("status", status)) }
        if let body { children.append(("body", Redaction.excerpt(of: body, limit: 600))) }
        if let apiError { children.append(("apiError", apiError)) }
        if let oauthError { children.append(("oauthError", oauthError)) }
        if let retryAfter { children.append(("retryAfter", retryAfter)) }
        if let modelType { children.append(("modelType", masked(modelType))) }
        if let codingPath { children.append(("codingPath", masked(codingPath))) }
        if let requiredScope { children.append(("requiredScope", masked(requiredScope.rawValue))) }
        if let traceID { children.append(("traceID", masked(traceID))) }
        if let schemaRevision { children.append(("schemaRevision", masked(schemaRevision))) }
        if let attempts { children.append(("attempts", attempts)) }
        if let redirectTarget { children.append(("redirectTarget", masked(redirectTarget))) }
        if let namespace { children.append(("namespace", masked(namespace))) }
        return Mirror(self, children: children.map { (label: $0.0, value: $0.1) }, displayStyle: .struct)
    }
}

/// Blizzard's API gateway error body: `{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}`,
/// or the older `{"status":"nok","reason":"..."}`.
///
/// Printing or dumping it masks secrets in every field, as ``BattleNetError`` does.
public struct APIErrorPayload: Codable, Hashable, Sendable, CustomReflectable {
    /// The numeric code of the error, usually the HTTP status, e.g. `404`.
    public let code: Int?
    /// The error's category as Blizzard names it, e.g. `BLZWEBAPI00000404`.
    public let type: String?
    /// Blizzard's explanation, e.g. `Not Found`.
    public let detail: String?
    /// Older services: `"nok"`.
    public let status: String?
    /// Older services' explanation.
    public let reason: String?

    /// The payload when `data` is one of Blizzard's error shapes.
    public init?(data: Data) {
        guard let payload = try? JSONDecoder().decode(APIErrorPayload.self, from: data),
              payload.type != nil || payload.detail != nil || payload.reason != nil else { return nil }
        self = payload
    }

    var summary: String {
        [code.map(String.init), type, detail ?? reason].compactMap { $0 }.joined(separator: " ")
    }

    public var customMirror: Mirror {
        Mirror(self, children: [
            "code": code as Any, "type": type.map(Redaction.mask) as Any, "detail": detail.map(Redaction.mask) as Any,
            "status": status.map(Redaction.mask) as Any, "reason": reason.map(Redaction.mask) as Any,
        ], displayStyle: .struct)
    }
}

/// An RFC 6749 error body from the OAuth server: `{"error":"invalid_request","error_description":"..."}`.
///
/// Printing or dumping it masks secrets in every field, as ``BattleNetError`` does.
public struct OAuthErrorPayload: Codable, Hashable, Sendable, CustomReflectable {
    /// The RFC 6749 error code, e.g. `invalid_client` or `invalid_grant`.
    public let error: String
    /// The server's human-readable explanation (`error_description`), without control characters when shown.
    public let errorDescription: String?

    enum CodingKeys: String, CodingKey {
        case error
        case errorDescription = "error_description"
    }

    /// A payload with the given `error` code and `error_description`.
    public init(error: String, errorDescription: String?) {
        self.error = error
        self.errorDescription = errorDescription
    }

    /// The payload when `data` is an OAuth error body.
    public init?(data: Data) {
        guard let payload = try? JSONDecoder().decode(OAuthErrorPayload.self, from: data) else { return nil }
        self = payload
    }

    var summary: String { errorDescription.map { "\(error): \($0)" } ?? error }

    public var customMirror: Mirror {
        Mirror(self, children: [
            "error": Redaction.mask(error), "errorDescription": errorDescription.map(Redaction.mask) as Any,
        ], displayStyle: .struct)
    }

    var suggestion: String {
        switch error {
        case "invalid_client", "unauthorized":
            "Check BNET_CLIENT_ID and BNET_CLIENT_SECRET; the token endpoint did not accept them"
        case "unauthorized_client":
            "The client is disabled or not allowed this grant; check it in the Battle.net developer portal"
        case "invalid_grant":
            "The authorization code is invalid, used or expired, or the redirect URI differs: start the sign-in again"
        case "access_denied": "The user declined; ask them to sign in again if they want to continue"
        case "invalid_scope": "Request only scopes Battle.net knows: openid, wow.profile, sc2.profile, d3.profile"
        case "unsupported_response_type": "The authorize URL needs response_type=code"
        default: "Check the OAuth request: client id, secret, redirect URI and scopes"
        }
    }
}
