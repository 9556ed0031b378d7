import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import BattleNetCore
@testable import BattleNetStandIn

/// The caching headers of `Fixtures/cache-control.tsv` on the stand-in's answers, and 304s.
@Suite("Caching headers", .timeLimit(.minutes(2)))
struct CacheHeaderTests {
    static let item = "/data/wow/item/19019?locale=en_US"
    static let wowStatic = ["Battlenet-Namespace": "static-us"]
    static let sc2Profile = "/sc2/profile/2/1/2137104"
    static let recordedDate = "Wed, 01 Jan 2020 00:00:00 GMT"

    /// The `ETag` the stand-in gives the recording `file`: the quoted first 32 hex digits of its SHA-256.
    static func entityTag(of file: String) throws -> String {
        let digest = SHA256.hex(try fixtureData(file))
        return "\"\(digest.prefix(32))\""
    }

    @Test("a WoW item: public, max-age=86400 and Last-Modified, no ETag")
    func wowStaticDocument() async throws {
        let server = try startServer()
        defer { server.stop() }
        let reply = try await get(makeSession(), server, Self.item, token: server.issueToken(), headers: Self.wowStatic)
        #expect(reply.status == 200)
        #expect(reply.body == (try fixtureData("wow/item__19019.json")))
        #expect(reply.header("Cache-Control") == "public, max-age=86400")
        #expect(reply.header("Last-Modified") == Self.recordedDate)
        #expect(reply.header("ETag") == nil)
    }

    @Test("an SC2 profile: max-age=300 and an ETag of its body, the same on another server; no Last-Modified")
    func sc2Profile() async throws {
        let expected = try Self.entityTag(of: "sc2/profile__2_1_2137104.json")
        for _ in 0..<2 {
            let server = try startServer()
            defer { server.stop() }
            let reply = try await get(makeSession(), server, Self.sc2Profile, token: server.issueToken())
            #expect(reply.status == 200)
            #expect(reply.header("Cache-Control") == "max-age=300")
            #expect(reply.header("ETag") == expected)
            #expect(reply.header("Last-Modified") == nil)
        }
    }

    @Test("the SC2 player: no-cache and an ETag")
    func sc2Player() async throws {
        let server = try startServer()
        defer { server.stop() }
        let reply = try await get(makeSession(), server, "/sc2/player/2137104", token: server.issueToken())
        #expect(reply.status == 200)
        #expect(reply.header("Cache-Control") == "no-cache")
        #expect(reply.header("ETag") == (try Self.entityTag(of: "sc2/player__2137104.json")))
        #expect(reply.header("Last-Modified") == nil)
    }

    @Test("a D3 act: no Cache-Control, no Last-Modified, no ETag")
    func d3Act() async throws {
        let server = try startServer()
        defer { server.stop() }
        let reply = try await get(makeSession(), server, "/d3/data/act/1", token: server.issueToken())
        #expect(reply.status == 200)
        #expect(reply.header("Cache-Control") == nil)
        #expect(reply.header("Last-Modified") == nil)
        #expect(reply.header("ETag") == nil)
    }

    @Test("D3 game data under /data/d3/ (a template with a trailing slash): Last-Modified, no Cache-Control")
    func d3EraIndex() async throws {
        let server = try startServer()
        defer { server.stop() }
        let reply = try await get(makeSession(), server, "/data/d3/era/", token: server.issueToken())
        #expect(reply.status == 200)
        #expect(reply.header("Cache-Control") == nil)
        #expect(reply.header("Last-Modified") == Self.recordedDate)
        #expect(reply.header("ETag") == nil)
    }

    @Test("the connected-realm index and one connected realm: the most specific template wins")
    func mostSpecificTemplate() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let token = server.issueToken()
        let dynamic = ["Battlenet-Namespace": "dynamic-eu"]
        let index = try await get(session, server, "/data/wow/connected-realm/index?locale=en_GB", token: token, headers: dynamic)
        #expect(index.status == 200)
        #expect(index.header("Cache-Control") == "public, max-age=86400")
        let realm = try await get(session, server, "/data/wow/connected-realm/509?locale=en_GB", token: token, headers: dynamic)
        #expect(realm.status == 200)
        #expect(realm.header("Cache-Control") == "public, max-age=30")
    }

    @Test("Hearthstone metadata: an ETag, no Cache-Control, no Last-Modified")
    func hearthstoneMetadata() async throws {
        let server = try startServer()
        defer { server.stop() }
        let reply = try await get(makeSession(), server, "/hearthstone/metadata", token: server.issueToken())
        #expect(reply.status == 200)
        #expect(reply.header("ETag") == (try Self.entityTag(of: "hs/metadata.json")))
        #expect(reply.header("Cache-Control") == nil)
        #expect(reply.header("Last-Modified") == nil)
    }

    @Test("If-None-Match naming the ETag gets 304 with the same headers and no body; another ETag gets 200")
    func ifNoneMatch() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let token = server.issueToken()
        let tag = try Self.entityTag(of: "sc2/profile__2_1_2137104.json")
        let body = try fixtureData("sc2/profile__2_1_2137104.json")

        let same = try await get(session, server, Self.sc2Profile, token: token, headers: ["If-None-Match": tag])
        #expect(same.status == 304)
        #expect(same.body.isEmpty)
        #expect(same.header("ETag") == tag)
        #expect(same.header("Cache-Control") == "max-age=300")
        #expect(same.header("Date") != nil)
        #expect(same.header("Last-Modified") == nil)

        for matching in ["W/\(tag)", "\"other\", \(tag)", "*"] {
            let reply = try await get(session, server, Self.sc2Profile, token: token, headers: ["If-None-Match": matching])
            #expect(reply.status == 304, "\(matching)")
        }

        let other = try await get(session, server, Self.sc2Profile, token: token, headers: ["If-None-Match": "\"0123456789abcdef\""])
        #expect(other.status == 200)
        #expect(other.body == body)
        #expect(other.header("ETag") == tag)
        // Without a Last-Modified, If-Modified-Since is not a reason for 304.
        let since = try await get(session, server, Self.sc2Profile, token: token, headers: ["If-Modified-Since": "Sat, 01 Feb 2020 00:00:00 GMT"])
        #expect(since.status == 200)
        #expect(since.body == body)
        #expect(server.statistics.count(of: 304) == 4)
    }

    @Test("If-Modified-Since on a WoW item gets 304 with its caching headers; If-None-Match, when sent, decides")
    func ifModifiedSince() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let token = server.issueToken()
        let unchanged = try await get(
            session, server, Self.item, token: token, headers: Self.wowStatic.merging(["If-Modified-Since": Self.recordedDate]) { $1 }
        )
        #expect(unchanged.status == 304)
        #expect(unchanged.body.isEmpty)
        #expect(unchanged.header("Cache-Control") == "public, max-age=86400")
        #expect(unchanged.header("Last-Modified") == Self.recordedDate)
        #expect(unchanged.header("Battlenet-Namespace") == "static-us")

        // A WoW item has no ETag, so an If-None-Match naming one is not met and If-Modified-Since is not looked at.
        let tagged = try await get(
            session, server, Self.item, token: token,
            headers: Self.wowStatic.merging(["If-Modified-Since": Self.recordedDate, "If-None-Match": "\"abc\""]) { $1 }
        )
        #expect(tagged.status == 200)
        #expect(tagged.body == (try fixtureData("wow/item__19019.json")))
    }

    @Test("maxAge replaces max-age in every Cache-Control, keeping public; no-cache and no header stay so")
    func maxAgeOverride() async throws {
        let server = try startServer { $0.maxAge = 5 }
        defer { server.stop() }
        let session = makeSession()
        let token = server.issueToken()
        let item = try await get(session, server, Self.item, token: token, headers: Self.wowStatic)
        #expect(item.header("Cache-Control") == "public, max-age=5")
        let profile = try await get(session, server, Self.sc2Profile, token: token)
        #expect(profile.header("Cache-Control") == "max-age=5")
        let player = try await get(session, server, "/sc2/player/2137104", token: token)
        #expect(player.header("Cache-Control") == "no-cache")
        let act = try await get(session, server, "/d3/data/act/1", token: token)
        #expect(act.header("Cache-Control") == nil)
    }

    @Test("the table: every row of the shipped file is read, values without their counts")
    func table() throws {
        let text = try String(decoding: fixtureData("cache-control.tsv"), as: UTF8.self)
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("path_template") }
        let policies = CachePolicies(tsv: text)
        #expect(policies.count == rows.count)
        #expect(policies.count == 114)
        #expect(policies.policy(forPath: "/data/wow/token/index") == CachePolicy(cacheControl: "public, max-age=300", lastModified: true, entityTag: false))
        #expect(policies.policy(forPath: "/data/wow/guild/kazzak/dog-the-hunter") == CachePolicy(cacheControl: "public, max-age=10800", lastModified: true, entityTag: false))
        #expect(policies.policy(forPath: "/sc2/ladder/season/2") == CachePolicy(cacheControl: "no-cache", lastModified: false, entityTag: true))
        #expect(policies.policy(forPath: "/d3/profile/FaYe-2543/") == CachePolicy(cacheControl: nil, lastModified: false, entityTag: false))
        #expect(policies.policy(forPath: "/d3/profile/FaYe-2543") == CachePolicy(cacheControl: nil, lastModified: false, entityTag: false))
        #expect(policies.policy(forPath: "/data/wow/auctions/commodities") == nil)
        #expect(policies.policy(forPath: "/data/wow/search/item") == nil)
    }

    @Test("max-age replacement", arguments: [
        ("public, max-age=86400", 5, "public, max-age=5"), ("max-age=300", 0, "max-age=0"), ("no-cache", 5, "no-cache"),
        ("public,max-age=30", 7, "public, max-age=7"), ("public, max-age=86400", -1, "public, max-age=0"),
    ])
    func maxAgeReplacement(recorded: String, maxAge: Int, expected: String) {
        let policy = CachePolicy(cacheControl: recorded, lastModified: false, entityTag: false)
        #expect(policy.cacheControl(maxAge: maxAge) == expected)
        #expect(policy.cacheControl(maxAge: nil) == recorded)
    }

    @Test("If-None-Match: weak comparison, lists, *, and what does not parse", arguments: [
        (#""abc""#, true), (#"W/"abc""#, true), (#" "x" , W/"abc""#, true), (#""x","y""#, false), ("*", true),
        (#""ab""#, false), ("abc", false), (#""x", abc, "abc""#, false), ("", false), (#""a,b", "abc""#, true),
    ])
    func ifNoneMatchField(field: String, matches: Bool) {
        #expect(EntityTag.ifNoneMatch(field, matches: #""abc""#) == matches)
        #expect(EntityTag.ifNoneMatch(field, matches: #"W/"abc""#) == matches)
    }
}
