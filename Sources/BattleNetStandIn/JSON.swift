import Foundation

/// A tiny JSON writer that keeps key order, so bodies read like Blizzard's.
enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    var text: String {
        switch self {
        case .string(let value): Self.quoted(value)
        case .int(let value): String(value)
        case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let pairs): "{" + pairs.map { Self.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }

    var bytes: [UInt8] { Array(text.utf8) }

    private static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// Bodies and headers shared by the routes.
enum Bodies {
    static let jsonContentType = "application/json;charset=UTF-8"

    /// Blizzard's API-gateway error: `{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}`.
    static func gatewayError(_ status: Int, detail: String? = nil) -> WireResponse {
        let digits = String(max(0, status))
        let type = "BLZWEBAPI" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
        let body = JSONValue.object([
            ("code", .int(status)),
            ("type", .string(type)),
            ("detail", .string(detail ?? WireResponse.reasonPhrase(for: status))),
        ])
        return WireResponse(
            status: status,
            headers: [("Content-Type", jsonContentType), ("X-Trace-Traceid", traceID())],
            body: body.bytes
        )
    }

    /// An RFC 6749 error: `{"error":"invalid_request","error_description":"..."}`.
    static func oauthError(_ status: Int, _ error: String, _ description: String) -> WireResponse {
        let body = JSONValue.object([("error", .string(error)), ("error_description", .string(description))])
        return WireResponse(status: status, headers: [("Content-Type", jsonContentType)], body: body.bytes)
    }

    static func json(_ status: Int, _ value: JSONValue) -> WireResponse {
        WireResponse(status: status, headers: [("Content-Type", jsonContentType)], body: value.bytes)
    }

    /// The kind of page a CDN or load balancer serves when the origin is down.
    static func htmlGatewayPage(_ status: Int) -> WireResponse {
        let reason = WireResponse.reasonPhrase(for: status)
        let page = """
            <!DOCTYPE html>
            <html><head><title>\(status) \(reason)</title></head>
            <body><center><h1>\(status) \(reason)</h1></center><hr><center>stand-in gateway</center></body></html>

            """
        return WireResponse(status: status, headers: [("Content-Type", "text/html")], body: Array(page.utf8))
    }

    /// A random identifier such as the gateway's `X-Trace-Traceid`.
    static func traceID() -> String {
        randomString(length: 32, alphabet: Array("0123456789abcdef"))
    }

    /// A random, URL-safe secret (tokens, authorization codes). Uses the system's secure generator.
    static func randomSecret(length: Int = 34) -> String {
        randomString(length: length, alphabet: Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"))
    }

    private static func randomString(length: Int, alphabet: [Character]) -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }
}
