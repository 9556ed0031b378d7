import Foundation
import Testing
import BattleNetCore
import BattleNetTesting
@testable import BattleNetStandIn

@Suite("HTTP parsing and dates", .timeLimit(.minutes(2)))
struct ParserTests {
    private func parse(_ text: String) -> HTTPParser.Outcome {
        HTTPParser.parse(Array(text.utf8))
    }

    @Test("a complete request: method, decoded path and query, case-insensitive headers, body")
    func complete() throws {
        let text = "post /a%20b/c?x=1&y=two+words&z=%2F HTTP/1.1\r\nHOST: h\r\ncontent-length: 3\r\n\r\nabcGET / HTTP/1.1\r\n\r\n"
        guard case .request(let request, let consumed) = parse(text) else {
            Issue.record("not parsed")
            return
        }
        #expect(request.method == "POST")
        #expect(request.rawPath == "/a%20b/c")
        #expect(request.path == "/a b/c")
        #expect(request.queryValue("y") == "two words")
        #expect(request.queryValue("z") == "/")
        #expect(request.header("Host") == "h")
        #expect(request.body == Array("abc".utf8))
        #expect(!request.wantsClose)
        // The second, pipelined request starts right after the body.
        guard case .request(let next, _) = HTTPParser.parse(Array(Array(text.utf8)[consumed...])) else {
            Issue.record("pipelined request not parsed")
            return
        }
        #expect(next.method == "GET" && next.path == "/")
    }

    @Test("partial input asks for more; a short body waits for it")
    func partial() {
        guard case .incomplete = parse("GET / HTTP/1.1\r\nHost: h\r\n") else {
            Issue.record("expected incomplete")
            return
        }
        guard case .awaitingBody(expectsContinue: true) = parse("POST / HTTP/1.1\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\nab") else {
            Issue.record("expected awaitingBody")
            return
        }
    }

    @Test("Connection: close, HTTP/1.0 and absolute-form targets")
    func connectionAndTargets() throws {
        guard case .request(let close, _) = parse("GET http://127.0.0.1:1/p?q=1 HTTP/1.1\r\nConnection: Close\r\n\r\n"),
              case .request(let old, _) = parse("GET / HTTP/1.0\r\n\r\n"),
              case .request(let oldKeepAlive, _) = parse("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n") else {
            Issue.record("not parsed")
            return
        }
        #expect(close.wantsClose && close.path == "/p" && close.queryValue("q") == "1")
        #expect(old.wantsClose)
        #expect(!oldKeepAlive.wantsClose)
    }

    @Test("malformed input", arguments: [
        "GET /\r\n\r\n", "GET / HTTP/2.0\r\n\r\n", "G(T / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\nBad Header: x\r\n\r\n",
        "POST / HTTP/1.1\r\nContent-Length: 1x\r\n\r\n", "POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
        "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", "POST / HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n",
    ])
    func malformed(text: String) {
        guard case .malformed(let status, _) = parse(text) else {
            Issue.record("accepted \(text.debugDescription)")
            return
        }
        #expect(status == (text.contains("99999999") ? 413 : 400), "\(text.debugDescription): \(status)")
    }

    @Test("random bytes never crash the parser, and what it reads is consistent")
    func fuzz() {
        var generator = SeededRandomNumberGenerator(default: 0x5EED_57A1)
        let pieces = ["GET ", "POST ", "/", "?", "&", "=", "%", "%zz", " HTTP/1.1", "\r\n", "\n", ":", " ",
                      "Content-Length: ", "9", "-1", "\u{0}", "é"]
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<24, using: &generator) {
                if Bool.random(using: &generator), let piece = pieces.randomElement(using: &generator) {
                    bytes += Array(piece.utf8)
                } else {
                    bytes.append(UInt8.random(in: 0...255, using: &generator))
                }
            }
            let seed = "seed \(generator.seed) (BNET_TEST_SEED replays it)"
            switch HTTPParser.parse(bytes) {
            case .request(let request, let consumed):
                #expect(consumed > 0 && consumed <= bytes.count, "\(seed)")
                #expect(!request.method.isEmpty && request.rawPath.hasPrefix("/"), "\(seed)")
            case .malformed(let status, _):
                #expect((400..<600).contains(status), "\(seed)")
            case .incomplete, .awaitingBody:
                break
            }
            let text = String(decoding: bytes, as: UTF8.self)
            for field in HTTPParser.parseForm(text) { #expect(!field.name.contains("&"), "\(seed)") }
            if let date = HTTPDate.parse(text) { #expect(HTTPDate.parse(HTTPDate.format(date)) == date, "\(seed)") }
        }
    }

    @Test("RFC 1123 dates round-trip through Core's parser; the obsolete RFC 850 form is read too; junk is not")
    func dates() throws {
        let date = Date(timeIntervalSince1970: 784_111_777)
        #expect(HTTPDate.format(date) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse(HTTPDate.format(date)) == date)
        // HTTP/1.1 servers must accept the RFC 850 form in If-Modified-Since (RFC 9110 §5.6.7).
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == date)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 25:49:37 GMT") == nil)
        #expect(HTTPDate.parse("") == nil)
    }

    @Test("the configuration can load the recordings shipped with the package")
    func recordedFixtures() throws {
        let configuration = try StandInServer.Configuration.recordedFixtures()
        #expect(configuration.fixtures.entry(method: .get, path: "/d3/data/act/1", locale: "en_gb") != nil)
        #expect(configuration.clientID == "stand-in-client" && configuration.perSecondLimit == 100)
    }
}
