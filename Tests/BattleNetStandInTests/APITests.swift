import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BattleNetStandIn

@Suite("API paths", .timeLimit(.minutes(2)))
struct APITests {
    @Test("a recorded body comes back byte for byte with Blizzard's headers")
    func recordedBody() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let token = try await fetchClientToken(session, server)
        let reply = try await get(session, server, "/d3/data/act/1?locale=en_GB", token: token)
        #expect(reply.status == 200)
        #expect(reply.body == (try fixtureData("d3/act__1.json")))
        #expect(reply.header("Content-Type") == "application/json;charset=UTF-8")
        // Battle.net sends D3 community answers without caching headers (`cache-control.tsv`).
        #expect(reply.header("Last-Modified") == nil)
        #expect(reply.header("Cache-Control") == nil)
        #expect((reply.header("X-Trace-Traceid") ?? "").count == 32)
        #expect(reply.header("Battlenet-Namespace") == nil)
        #expect(server.statistics.apiRequests == 1)
        #expect(server.statistics.count(of: 200) == 2)
    }

    @Test("HEAD answers the headers of the recording without its body")
    func head() async throws {
        let server = try startServer()
        defer { server.stop() }
        let reply = try await send(
            makeSession(), url(server, "/d3/data/act/1"), method: "HEAD", headers: ["Authorization": "Bearer \(server.issueToken())"]
        )
        #expect(reply.status == 200)
        #expect(reply.body.isEmpty)
        #expect(reply.header("Content-Length") == String(try fixtureData("d3/act__1.json").count))
    }

    @Test("no token, an unknown token, or a token in the query get 401")
    func unauthorized() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let missing = try await get(session, server, "/d3/data/act/1", token: nil)
        #expect(missing.status == 401)
        #expect(missing.json["code"] as? Int == 401)
        #expect(missing.json["type"] as? String == "BLZWEBAPI00000401")
        #expect(missing.json["detail"] as? String == "Unauthorized")

        let unknown = try await get(session, server, "/d3/data/act/1", token: "made-up")
        #expect(unknown.status == 401)

        let token = server.issueToken()
        let inQuery = try await get(session, server, "/d3/data/act/1?access_token=\(token)", token: nil)
        #expect(inQuery.status == 401)
        #expect((inQuery.json["detail"] as? String ?? "").contains("Authorization header"))
        // Even with a valid header, a token in the URL is refused.
        let both = try await get(session, server, "/d3/data/act/1?access_token=\(token)", token: token)
        #expect(both.status == 401)
        #expect(server.statistics.tokenInURL == 2)
        #expect(server.statistics.count(of: 401) == 4)
    }

    @Test("a path nothing was recorded for gets Blizzard's 404")
    func unknownPath() async throws {
        let server = try startServer()
        defer { server.stop() }
        let reply = try await get(makeSession(), server, "/d3/data/act/99", token: server.issueToken())
        #expect(reply.status == 404)
        #expect(reply.json["type"] as? String == "BLZWEBAPI00000404")
        #expect(reply.json["detail"] as? String == "Not Found")
    }

    @Test("WoW paths need a valid namespace, which picks the flavor's recording and is echoed")
    func namespaces() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let token = server.issueToken()
        let path = "/data/wow/item/19019?locale=en_US"

        let without = try await get(session, server, path, token: token)
        #expect(without.status == 404)
        #expect(without.json["type"] as? String == "BLZWEBAPI00000404")

        let malformed = try await get(session, server, path, token: token, headers: ["Battlenet-Namespace": "static-xx"])
        #expect(malformed.status == 404)

        // The path has a recorded 403 and recorded 200s: the retail 200 answers a retail namespace.
        let withHeader = try await get(session, server, path, token: token, headers: ["Battlenet-Namespace": "static-us"])
        #expect(withHeader.status == 200)
        #expect(withHeader.body == (try fixtureData("wow/item__19019.json")))
        #expect(withHeader.header("Battlenet-Namespace") == "static-us")

        // A Classic namespace gets the Classic recording of the same path.
        let withQuery = try await get(session, server, path + "&namespace=static-classic1x-us", token: token)
        #expect(withQuery.status == 200)
        #expect(withQuery.body == (try fixtureData("wow-classic/item__19019.json")))
        #expect(withQuery.header("Battlenet-Namespace") == "static-classic1x-us")
    }

    @Test("namespace grammar", arguments: [
        ("static-us", true), ("dynamic-eu", true), ("profile-kr", true), ("static-classic-tw", true),
        ("dynamic-classic1x-cn", true), ("profile-classicann-eu", true), ("static-7.3.5_25875-us", true),
        ("static-classic-1.15.2_5-eu", true), ("static-zh", false), ("static", false), ("static-us-eu", false),
        ("static--us", false), ("stat-us", false), ("static-classicbcc-us", false), ("static-7a-us", false),
        ("", false), ("static-US", false),
    ])
    func namespaceGrammar(namespace: String, valid: Bool) {
        #expect(ServerCore.isValidNamespace(namespace) == valid)
    }

    @Test("If-Modified-Since at or after Last-Modified gets 304 without a body")
    func notModified() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let token = server.issueToken()
        // A WoW item: its Battle.net answers carry Last-Modified.
        let path = "/data/wow/item/19019?locale=en_US"
        func ask(since: String) async throws -> Reply {
            try await get(session, server, path, token: token, headers: ["Battlenet-Namespace": "static-us", "If-Modified-Since": since])
        }
        let same = try await ask(since: "Wed, 01 Jan 2020 00:00:00 GMT")
        #expect(same.status == 304)
        #expect(same.body.isEmpty)
        let later = try await ask(since: "Sat, 01 Feb 2020 00:00:00 GMT")
        #expect(later.status == 304)
        let earlier = try await ask(since: "Tue, 31 Dec 2019 23:59:59 GMT")
        #expect(earlier.status == 200)
        let garbage = try await ask(since: "yesterday")
        #expect(garbage.status == 200)
    }

    @Test("past perSecondLimit in one second the client id gets 429 with Retry-After, whichever of its tokens asks")
    func perSecondLimit() async throws {
        let server = try startServer { $0.perSecondLimit = 5 }
        defer { server.stop() }
        let session = makeSession()
        let tokens = [server.issueToken(), server.issueToken(), server.issueToken()]
        var answers: [(second: Int, reply: Reply)] = []
        var limited: Reply?
        // Bursts of 12 concurrent requests spread over three tokens of one client, so that even a
        // loaded machine puts more than 5 in one second; at most 10 bursts, stopping at the first 429.
        for _ in 0..<10 where limited == nil {
            let replies = try await withThrowingTaskGroup(of: (Int, Reply).self) { group in
                for index in 0..<12 {
                    group.addTask {
                        let reply = try await get(session, server, "/d3/data/act/1", token: tokens[index % 3])
                        return (Int(Date().timeIntervalSince1970.rounded(.down)), reply)
                    }
                }
                return try await group.reduce(into: [(Int, Reply)]()) { $0.append($1) }
            }
            for (second, reply) in replies {
                answers.append((second, reply))
                if reply.status == 429, limited == nil { limited = reply }
            }
        }
        #expect(answers.allSatisfy { $0.reply.status == 200 || $0.reply.status == 429 })
        let first = try #require(limited)
        #expect(first.json["type"] as? String == "BLZWEBAPI00000429")
        #expect(first.json["detail"] as? String == "Too Many Requests")
        #expect(first.header("Retry-After") == "1")
        // The server counts what it let through per client id; never more than 5 in one of its seconds.
        let client = try #require(server.statistics.clients["stand-in-client"])
        #expect(client.peakRequestsPerSecond == 5)
        #expect(client.admitted == answers.filter { $0.reply.status == 200 }.count)
        #expect(client.perSecondRefusals == answers.filter { $0.reply.status == 429 }.count)
        #expect(client.apiRequests == answers.count && client.hourlyRefusals == 0)
        // The three tokens together went past 5 in a second: one token's own peak may stay under it.
        #expect(tokens.map { server.statistics.peakRequestsPerSecond[$0, default: 0] }.reduce(0, +) >= 6)
    }

    @Test("past hourlyLimit the client id gets 429 with Retry-After until its oldest minute leaves the hour, for every token")
    func hourlyLimit() async throws {
        let server = try startServer {
            $0.perSecondLimit = nil
            $0.hourlyLimit = 3
        }
        defer { server.stop() }
        let session = makeSession()
        let first = server.issueToken()
        let second = server.issueToken()
        // The minute the first request is counted in (at the earliest): its budget comes back 60 minutes on.
        let firstMinute = (Date().timeIntervalSince1970 / 60).rounded(.down) * 60
        var replies: [Reply] = []
        for token in [first, second, first, second, first] {
            replies.append(try await get(session, server, "/d3/data/act/1", token: token))
        }
        #expect(replies.map(\.status) == [200, 200, 200, 429, 429])
        // The budget comes back when the first request's minute leaves the hour: at most an hour from
        // now, and no earlier than an hour after that minute began.
        let retryAfter = try #require(replies[3].header("Retry-After").flatMap(Int.init))
        let sinceFirstMinute = Int(Date().timeIntervalSince1970 - firstMinute) + 1
        #expect(retryAfter <= 3600 && retryAfter >= 3600 - sinceFirstMinute, "\(retryAfter), \(sinceFirstMinute) s into the first minute")
        let client = try #require(server.statistics.clients["stand-in-client"])
        #expect(client == {
            var expected = StandInServer.ClientStatistics()
            expected.apiRequests = 5
            expected.admitted = 3
            expected.hourlyRefusals = 2
            expected.peakRequestsPerSecond = client.peakRequestsPerSecond
            return expected
        }())
        #expect(client.rateLimited == 2)
    }

    @Test("token requests are counted per client id; a failed sign-in counts for none")
    func tokenRequestsPerClient() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        _ = try await fetchClientToken(session, server)
        _ = try await fetchClientToken(session, server)
        let refused = try await send(
            session, url(server, "/token"), method: "POST",
            headers: formHeaders.merging(["Authorization": basic("stand-in-client", "wrong")]) { $1 }, body: form("grant_type=client_credentials")
        )
        #expect(refused.status == 401)
        #expect(server.statistics.clients["stand-in-client"]?.tokenRequests == 2)
        #expect(server.statistics.tokenRequests == 3)
        #expect(server.statistics.clients.count == 1)
    }
}

@Suite("Hearthstone paths", .timeLimit(.minutes(2)))
struct HearthstoneStandInTests {
    /// The recorded deck's card ids (one per copy) and hero, read from its body.
    func recordedDeck() throws -> (cards: [Int], hero: Int) {
        let deck = try #require(JSONSerialization.jsonObject(with: fixtureData("hs/deck__AAECAQcG-wyd8AKS-AKggAOblAPanQMMS6IE-web8wLR9QKD-wKe-wKz-AL1.json")) as? [String: Any])
        let cards = try #require(deck["cards"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
        return (cards, try #require((deck["hero"] as? [String: Any])?["id"] as? Int))
    }

    @Test("the card search filters the recorded cards, and pages them")
    func cardSearch() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let token = try await fetchClientToken(session, server)
        let reply = try await get(session, server, "/hearthstone/cards?manaCost=1&attack=1&health=1&locale=en_GB", token: token)
        #expect(reply.status == 200)
        let cards = try #require(reply.json["cards"] as? [[String: Any]])
        #expect(!cards.isEmpty && cards.count == reply.json["cardCount"] as? Int)
        #expect(cards.allSatisfy { $0["manaCost"] as? Int == 1 && $0["attack"] as? Int == 1 && $0["health"] as? Int == 1 })
        let paged = try await get(session, server, "/hearthstone/cards?collectible=0,1&pageSize=5&page=2", token: token)
        #expect((paged.json["cards"] as? [Any])?.count == 5)
        #expect(paged.json["page"] as? Int == 2)
        let none = try await get(session, server, "/hearthstone/cards?class=nosuchclass", token: token)
        #expect(none.json["cardCount"] as? Int == 0 && none.json["pageCount"] as? Int == 0)
    }

    @Test("a page number past Int's range, or whose offset is, answers an empty page, and the next request is answered")
    func hugePageNumbers() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let token = try await fetchClientToken(session, server)
        let static_ = ["Battlenet-Namespace": "static-us"]
        for page in ["9223372036854775807", "4611686018427387905"] {
            let wow = try await get(session, server, "/data/wow/search/item?_page=\(page)&_pageSize=2", token: token, headers: static_)
            #expect(wow.status == 200)
            #expect((wow.json["results"] as? [Any])?.isEmpty == true, "\(wow.text)")
            let hearthstone = try await get(session, server, "/hearthstone/cards?page=\(page)&pageSize=2", token: token)
            #expect(hearthstone.status == 200)
            #expect((hearthstone.json["cards"] as? [Any])?.isEmpty == true, "\(hearthstone.text)")
        }
        // The largest page is echoed as asked.
        let largest = try await get(session, server, "/data/wow/search/item?_page=9223372036854775807&_pageSize=2", token: token, headers: static_)
        #expect(largest.json["page"] as? Int == Int.max)
        let next = try await get(session, server, "/data/wow/search/item?_page=1&_pageSize=2", token: token, headers: static_)
        #expect(next.status == 200)
        #expect((next.json["results"] as? [Any])?.count == 2)
    }

    @Test("a deck lookup by ids or by code answers the recorded deck of the same cards; another deck is 404")
    func deckLookup() async throws {
        let deck = try recordedDeck()
        let server = try startServer { configuration in
            // The stand-in reads codes with the reader it is given (bnet gives Hearthstone.DeckCode's).
            configuration.deckCode = { $0 == "RECORDED" ? deck : nil }
        }
        defer { server.stop() }
        let session = makeSession()
        let token = try await fetchClientToken(session, server)
        let ids = deck.cards.shuffled().map(String.init).joined(separator: ",")
        let byIDs = try await get(session, server, "/hearthstone/deck?ids=\(ids)&hero=\(deck.hero)", token: token)
        #expect(byIDs.status == 200)
        let recorded = [
            try fixtureData("hs/deck__AAECAQcG-wyd8AKS-AKggAOblAPanQMMS6IE-web8wLR9QKD-wKe-wKz-AL1.json"),
            try fixtureData("hs/deck__AAECAQcG-wyd8AKS-AKggAOblAPanQMMS6IE-web8wLR9QKD-wKe-wKz-AL1__rbattlenet.json"),
        ]
        #expect(recorded.contains(byIDs.body))
        #expect(try await get(session, server, "/hearthstone/deck?code=RECORDED", token: token).status == 200)
        #expect(try await get(session, server, "/hearthstone/deck?code=OTHER", token: token).status == 404)
        #expect(try await get(session, server, "/hearthstone/deck?ids=1,2,3", token: token).status == 404)
        // A card asked for by its id alone is the recording of its slug.
        let innervate = try await get(session, server, "/hearthstone/cards/254", token: token)
        #expect(innervate.json["slug"] as? String == "254-innervate")
    }
}
