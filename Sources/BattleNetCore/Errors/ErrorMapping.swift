import Foundation

/// Turns a non-success response into a ``BattleNetError`` of the right kind.
enum ErrorMapping {
    static func error(for response: HTTPResponse, operation: String, isOAuth: Bool, url: URL, now: Date) -> BattleNetError {
        let apiError = APIErrorPayload(data: response.body)
        let oauthError = OAuthErrorPayload(data: response.body)
        let kind: BattleNetError.Kind
        switch response.status {
        case 401: kind = oauthError != nil && isOAuth ? .oauth : .unauthorized
        case 403: kind = .forbidden
        case 404: kind = .notFound
        case 429: kind = .rateLimited
        case 400..<500 where oauthError != nil: kind = .oauth
        default: kind = .httpStatus
        }
        let reason = apiError?.summary ?? oauthError?.summary ?? HTTPURLResponseStatus.text(response.status)
        var error = BattleNetError(kind, message: reason)
        error.operation = operation
        error.url = Redaction.mask(url.absoluteString)
        error.status = response.status
        error.body = response.body
        error.apiError = apiError
        error.oauthError = oauthError
        error.retryAfter = HTTPDate.retryAfter(response.header("Retry-After"), now: now)
        error.traceID = response.header("X-Trace-Traceid")
        error.schemaRevision = response.header("Battlenet-Schema-Revision")
        return error
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
