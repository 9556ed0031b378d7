import Foundation
import BattleNetCore

/// One `name=value` pair of a query string or form body, both percent-decoded.
struct FormField: Sendable, Equatable {
    let name: String
    let value: String
}

/// An HTTP/1.x request as read from a connection.
struct ParsedRequest: Sendable {
    /// The method, upper-cased (`GET`, `POST`, ...).
    var method: String
    /// The path exactly as sent, without the query (e.g. `/d3/data/act/1`).
    var rawPath: String
    /// The path, percent-decoded (the raw path when it does not decode).
    var path: String
    /// The query, split and percent-decoded.
    var query: [FormField]
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    /// The header fields in the order they arrived.
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    /// The first value of header `name`, compared case-insensitively.
    func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The first value of query parameter `name`.
    func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The body read as a `application/x-www-form-urlencoded` form.
    var form: [FormField] {
        HTTPParser.parseForm(String(decoding: body, as: UTF8.self))
    }

    /// Whether the client asked to close the connection after this request.
    var wantsClose: Bool {
        let connection = header("Connection")?.lowercased() ?? ""
        if version == "HTTP/1.0" { return !connection.contains("keep-alive") }
        return connection.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == "close" }
    }
}

/// Parses HTTP/1.x requests out of the bytes read so far. Pure: no I/O, no state, never traps.
enum HTTPParser {
    /// The largest request line plus header section accepted.
    static let maxHeaderBytes = 64 * 1024
    /// The largest body accepted.
    static let maxBodyBytes = 1024 * 1024
    static let maxHeaderCount = 100

    enum Outcome {
        /// More bytes are needed.
        case incomplete
        /// The header section is complete but the body is not; `expectsContinue` when the client sent
        /// `Expect: 100-continue`.
        case awaitingBody(expectsContinue: Bool)
        /// A complete request, taking up the first `consumed` bytes of the buffer.
        case request(ParsedRequest, consumed: Int)
        /// The bytes are not an acceptable request; answer `status` and close.
        case malformed(status: Int, reason: String)
    }

    /// A request's line and header section, parsed once; the body is read after it.
    struct Head: Sendable {
        var method: String
        var version: String
        var originForm: String
        var headers: [(name: String, value: String)]
        var contentLength: Int
        var expectsContinue: Bool

        /// The complete request once `body` (exactly ``contentLength`` bytes) has arrived.
        func request(body: [UInt8]) -> ParsedRequest {
            let (rawPath, rawQuery) = HTTPParser.splitTarget(originForm)
            return ParsedRequest(
                method: method.uppercased(), rawPath: rawPath, path: rawPath.removingPercentEncoding ?? rawPath,
                query: HTTPParser.parseForm(rawQuery), version: version, headers: headers, body: body
            )
        }
    }

    /// Parses a whole buffer from its start. ``RequestReader`` does the same incrementally.
    static func parse(_ buffer: [UInt8]) -> Outcome {
        var reader = RequestReader()
        reader.append(buffer[...])
        return reader.next()
    }

    /// Parses the request line and header fields in `bytes` (the header section without its
    /// terminating blank line).
    static func parseHead(_ bytes: ArraySlice<UInt8>) -> Result<Head, Malformed> {
        guard bytes.count <= maxHeaderBytes else { return .failure(Malformed(status: 431, reason: "header section too large")) }
        let lines = bytes
            .split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { line -> String in
                let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
                return String(decoding: trimmed, as: UTF8.self)
            }
        func malformed(_ status: Int, _ reason: String) -> Result<Head, Malformed> {
            .failure(Malformed(status: status, reason: reason))
        }
        guard let requestLine = lines.first else { return malformed(400, "empty request") }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return malformed(400, "bad request line") }
        let method = String(parts[0])
        let target = String(parts[1])
        let version = String(parts[2])
        guard !method.isEmpty, method.utf8.allSatisfy(isTokenCharacter) else { return malformed(400, "bad method") }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return malformed(400, "unsupported version") }
        guard let originForm = originForm(of: target) else { return malformed(400, "bad request target") }

        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return malformed(400, "header without colon") }
            let name = String(line[..<colon])
            guard !name.isEmpty, name.utf8.allSatisfy(isTokenCharacter) else { return malformed(400, "bad header name") }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers.append((name, value))
            guard headers.count <= maxHeaderCount else { return malformed(431, "too many headers") }
        }

        if headers.contains(where: { $0.name.caseInsensitiveCompare("Transfer-Encoding") == .orderedSame }) {
            return malformed(400, "Transfer-Encoding is not supported; send Content-Length")
        }
        let lengths = Set(headers.filter { $0.name.caseInsensitiveCompare("Content-Length") == .orderedSame }.map(\.value))
        var contentLength = 0
        if let declared = lengths.first {
            guard lengths.count == 1, !declared.isEmpty, declared.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                  declared.count <= 9, let value = Int(declared) else {
                return malformed(400, "bad Content-Length")
            }
            guard value <= maxBodyBytes else { return malformed(413, "body too large") }
            contentLength = value
        }
        let expects = headers.contains {
            $0.name.caseInsensitiveCompare("Expect") == .orderedSame && $0.value.lowercased() == "100-continue"
        }
        return .success(Head(
            method: method, version: version, originForm: originForm, headers: headers,
            contentLength: contentLength, expectsContinue: expects
        ))
    }

    /// Why bytes are not an acceptable request.
    struct Malformed: Error, Sendable {
        let status: Int
        let reason: String
    }

    /// Splits `a=1&b=x+y` into percent-decoded fields (`+` is a space, as in HTML forms).
    static func parseForm(_ text: String) -> [FormField] {
        text.split(separator: "&").compactMap { pair in
            guard !pair.isEmpty else { return nil }
            let pieces = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = decodeFormComponent(pieces[0])
            let value = pieces.count > 1 ? decodeFormComponent(pieces[1]) : ""
            return FormField(name: name, value: value)
        }
    }

    private static func decodeFormComponent(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    /// Where the header section ends (index of its terminating blank line) and the body starts,
    /// searching from `start` only: bytes before it were searched on an earlier call (a line end that
    /// straddles `start` is still found). Accepts CRLF line ends and, leniently, bare LF.
    static func headerBoundary(in buffer: [UInt8], from start: Int = 0) -> (Int, Int)? {
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var index = max(0, start - 2)
        while index < buffer.count {
            if buffer[index] == newline {
                let next = index + 1
                if next < buffer.count, buffer[next] == newline { return (index, next + 1) }
                if next + 1 < buffer.count, buffer[next] == carriageReturn, buffer[next + 1] == newline {
                    return (index, next + 2)
                }
            }
            index += 1
        }
        return nil
    }

    /// `/path?query` from an origin-form or absolute-form target; `nil` for anything else.
    private static func originForm(of target: String) -> String? {
        if target.hasPrefix("/") { return target }
        for scheme in ["http://", "https://"] where target.lowercased().hasPrefix(scheme) {
            let afterScheme = target.dropFirst(scheme.count)
            guard let slash = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
            let rest = String(afterScheme[slash...])
            return rest.hasPrefix("/") ? rest : "/" + rest
        }
        return nil
    }

    static func splitTarget(_ target: String) -> (path: String, query: String) {
        let withoutFragment = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let pieces = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return (String(pieces[0]), pieces.count > 1 ? String(pieces[1]) : "")
    }

    /// RFC 9110 `tchar`.
    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}

/// Reads requests from the bytes of one connection as they arrive, without searching or parsing
/// bytes twice: the header-end search resumes where the last one stopped, and a parsed header section
/// is kept while its body arrives. A client that dribbles a header a byte at a time costs linear work.
struct RequestReader: Sendable {
    /// The bytes received and not yet consumed by a request.
    private(set) var buffer: [UInt8] = []
    /// How far the header-end search has looked.
    private var searched = 0
    /// The current request's parsed head and where its body starts, once the header section is complete.
    private var head: (head: HTTPParser.Head, bodyStart: Int)?

    /// Whether part of a request has arrived (the buffer is not empty).
    var hasPartialRequest: Bool { !buffer.isEmpty }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next request, or what is still needed for it.
    mutating func next() -> HTTPParser.Outcome {
        if head == nil {
            guard let (headerEnd, bodyStart) = HTTPParser.headerBoundary(in: buffer, from: searched) else {
                searched = buffer.count
                return buffer.count > HTTPParser.maxHeaderBytes
                    ? .malformed(status: 431, reason: "header section too large") : .incomplete
            }
            switch HTTPParser.parseHead(buffer[0..<headerEnd]) {
            case .failure(let malformed): return .malformed(status: malformed.status, reason: malformed.reason)
            case .success(let parsed): head = (parsed, bodyStart)
            }
        }
        guard let (parsed, bodyStart) = head else { return .incomplete }
        let end = bodyStart + parsed.contentLength
        guard buffer.count >= end else { return .awaitingBody(expectsContinue: parsed.expectsContinue) }
        return .request(parsed.request(body: Array(buffer[bodyStart..<end])), consumed: end)
    }

    /// Drops the first `count` bytes (a request that was answered) and starts on the next request.
    mutating func consume(_ count: Int) {
        buffer.removeFirst(min(count, buffer.count))
        searched = 0
        head = nil
    }
}

/// A response ready to be written to a connection.
struct WireResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of header `name`, compared case-insensitively.
    func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The status line, headers (with `Content-Length`, `Connection` and, unless there is one, `Date` added) and, unless
    /// `includeBody` is false (HEAD), the body.
    /// - Parameter declaredLength: the `Content-Length` to announce, when it must differ from the body.
    func serialized(keepAlive: Bool, includeBody: Bool = true, declaredLength: Int? = nil) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(for: status))\r\n"
        for (name, value) in headers {
            head += "\(name): \(Self.sanitized(value))\r\n"
        }
        if header("Date") == nil { head += "Date: \(HTTPDate.format(Date()))\r\n" }
        if status != 304, !(100...199).contains(status), status != 204 {
            head += "Content-Length: \(declaredLength ?? body.count)\r\n"
        }
        head += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n"
        head += "\r\n"
        var bytes = Array(head.utf8)
        if includeBody, status != 304, status != 204 { bytes += body }
        return bytes
    }

    /// Header values must not smuggle line breaks into the response.
    static func sanitized(_ value: String) -> String {
        value.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
