import Foundation

/// Turns a non-success response into a ``BattleNetError`` of the right kind.
enum ErrorMapping {
    /// - Parameters:
    ///   - context: The call answered: its operation and attempt go into the error, and an OAuth call's
    ///     4xx is read as RFC 6749's error.
    ///   - request: The request answered; its URL and namespace go into the error.
    ///   - now: The client's clock, for a `Retry-After` date when the response has no `Date` of its own.
    static func error(for response: BattleNetHTTPResponse, context: BattleNetCallContext, request: BattleNetHTTPRequest, now: Date) -> BattleNetError {
        let isOAuth = context.game == .oauth
        let url = request.url
        let apiError = APIErrorPayload(data: response.body)
        let oauthError = OAuthErrorPayload(data: response.body)
        // An OAuth server that answers a 4xx with words instead of RFC 6749 JSON (China's token endpoint
        // answers "Bad client credentials"): its words are the message.
        let oauthWords = isOAuth && oauthError == nil && apiError == nil ? plainText(response.body) : nil
        let kind: BattleNetError.Kind
        switch response.status {
        case 401: kind = (oauthError != nil || oauthWords != nil) && isOAuth ? .oauth : .unauthorized
        case 403: kind = .forbidden
        case 404: kind = .notFound
        case 429: kind = .rateLimited
        case 400..<500 where oauthError != nil || oauthWords != nil: kind = .oauth
        default: kind = .httpStatus
        }
        let reason = apiError?.summary ?? oauthError?.summary
            ?? oauthWords.map { "\(response.status) \(HTTPURLResponseStatus.text(response.status)): \($0)" }
            ?? HTTPURLResponseStatus.text(response.status)
        var error = context.completed(BattleNetError(kind, message: reason), url: url)
        error.status = response.status
        error.body = response.body
        error.apiError = apiError
        error.oauthError = oauthError
        // A Retry-After date counts from the server's own Date when it sent one: the two clocks may differ.
        let serverNow = response.header("Date").flatMap(HTTPDate.parse) ?? now
        error.retryAfter = HTTPDate.retryAfter(response.header("Retry-After"), now: serverNow)
        error.namespace = request.headers["Battlenet-Namespace"]
            ?? URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "namespace" }?.value
        error.notFoundAdvice = context.descriptor.notFoundAdvice
        error.traceID = response.header("X-Trace-Traceid")
        error.schemaRevision = response.header("Battlenet-Schema-Revision")
        return error
    }
}

extension ErrorMapping {
    /// A short body of plain words (printable UTF-8, at most 200 characters, not JSON or HTML),
    /// trimmed; `nil` otherwise.
    static func plainText(_ body: Data) -> String? {
        guard !body.isEmpty, body.count <= 1024, let text = String(data: body, encoding: .utf8) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 200, let first = trimmed.first, !"{[<".contains(first),
              !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return trimmed
    }
}

enum HTTPURLResponseStatus {
    static func text(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "HTTP \(status)"
        }
    }
}
