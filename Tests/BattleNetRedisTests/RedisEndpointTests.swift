import BattleNetCore
import Testing
@testable import BattleNetRedis

@Suite("Redis addresses")
struct RedisEndpointTests {
    @Test func aURLGivesHostPortDatabaseAndUser() throws {
        let endpoint = try RedisEndpoint(url: "redis://bnet@10.0.0.5:6380/2")
        #expect(endpoint == RedisEndpoint(host: "10.0.0.5", port: 6380, database: 2, user: "bnet"))
        #expect(try RedisEndpoint(url: "redis://localhost") == RedisEndpoint(host: "localhost"))
        #expect(endpoint.description == "redis://10.0.0.5:6380/2 (an ACL user)")
    }

    @Test func aPasswordIsTakenOnlyWhereAllowedAndNeverShown() throws {
        let refused = #expect(throws: BattleNetError.self) { try RedisEndpoint(url: "redis://bnet:s3cret@127.0.0.1:6379") }
        #expect(refused?.message.contains("BNET_REDIS_PASSWORD") == true)
        #expect(refused?.message.contains("s3cret") == false)
        let allowed = try RedisEndpoint(url: "redis://bnet:s3cret@127.0.0.1:6379", allowingPasswordInURL: true)
        #expect(allowed.password == "s3cret")
        #expect(!allowed.description.contains("s3cret") && allowed.description.hasSuffix("(an ACL user; with a password)"))
        var dumped = ""
        dump(allowed, to: &dumped)
        #expect(!String(reflecting: allowed).contains("s3cret") && !dumped.contains("s3cret") && dumped.contains("hasPassword: true"))
    }

    @Test(arguments: ["http://127.0.0.1", "redis://", "redis://127.0.0.1:0", "redis://127.0.0.1/x", "rediss://", "rediss://127.0.0.1:0", "not a url"])
    func addressesThatCannotBeUsedAreRefusedClearly(text: String) {
        let error = #expect(throws: BattleNetError.self) { try RedisEndpoint(url: text) }
        #expect(error?.kind == .invalidConfiguration)
    }

    @Test func aRedissURLIsReadOnEveryPlatformAndShownAsTLS() throws {
        let endpoint = try RedisEndpoint(url: "rediss://bnet@10.0.0.5:6380/2")
        #expect(endpoint == RedisEndpoint(host: "10.0.0.5", port: 6380, database: 2, user: "bnet", usesTLS: true))
        #expect(endpoint.usesTLS)
        #expect(endpoint.description == "rediss://10.0.0.5:6380/2 (an ACL user)")
        #expect(endpoint != RedisEndpoint(host: "10.0.0.5", port: 6380, database: 2, user: "bnet"))
        #expect(try RedisEndpoint(url: "REDISS://redis.example.net").description == "rediss://redis.example.net:6379/0")
        #expect(try RedisEndpoint(url: "redis://10.0.0.5:6380/2").usesTLS == false)
        let withPassword = try RedisEndpoint(url: "rediss://bnet:s3cret@[::1]:6380", allowingPasswordInURL: true)
        #expect(withPassword.usesTLS && withPassword.password == "s3cret")
        #expect(withPassword.description == "rediss://[::1]:6380/0 (an ACL user; with a password)")
        var dumped = ""
        dump(withPassword, to: &dumped)
        #expect(dumped.contains("usesTLS: true") && !dumped.contains("s3cret"))
        #if canImport(Network)
        #expect(RedisEndpoint.isTLSAvailable)
        #else
        #expect(!RedisEndpoint.isTLSAvailable)
        #endif
    }

    // MARK: redis-sentinel://

    @Test func aSentinelURLGivesTheSentinelsTheMasterNameAndThePrimarysDatabaseAndUser() throws {
        let endpoint = try RedisEndpoint(url: "redis-sentinel://bnet@10.0.0.7,10.0.0.8:26380,[::1]:5000/2#fleet-primary")
        let sentinel = try #require(endpoint.sentinel)
        #expect(sentinel.masterName == "fleet-primary")
        #expect(sentinel.addresses == [.init(host: "10.0.0.7"), .init(host: "10.0.0.8", port: 26380), .init(host: "::1", port: 5000)])
        #expect(sentinel.password == nil)
        #expect(endpoint.database == 2 && endpoint.user == "bnet" && endpoint.password == nil)
        #expect(endpoint == RedisEndpoint(sentinel: sentinel, database: 2, user: "bnet"))
        #expect(endpoint.description == "redis-sentinel://10.0.0.7:26379,10.0.0.8:26380,[::1]:5000/2#fleet-primary (an ACL user)")
        // Lettuce's query form of the name, any case of the scheme, one Sentinel on its default port.
        let query = try RedisEndpoint(url: "REDIS-SENTINEL://127.0.0.1?sentinelMasterId=m")
        #expect(query.sentinel == RedisSentinel(masterName: "m", addresses: [.init(host: "127.0.0.1", port: 26379)]))
        #expect(query.database == 0 && query.user == nil)
        #expect(try RedisEndpoint(url: "redis-sentinel://localhost/0?sentinelMasterId=m#m").sentinel?.masterName == "m")
        // redis:// is as it was: no Sentinel.
        #expect(try RedisEndpoint(url: "redis://10.0.0.5:6380/1").sentinel == nil)
    }

    @Test func aSentinelURLsPasswordIsThePrimarysTakenOnlyWhereAllowedAndNoPasswordIsShown() throws {
        let refused = #expect(throws: BattleNetError.self) { try RedisEndpoint(url: "redis-sentinel://bnet:s3cret@127.0.0.1#m") }
        #expect(refused?.message.contains("BNET_REDIS_PASSWORD") == true && refused?.message.contains("s3cret") == false)
        var endpoint = try RedisEndpoint(url: "redis-sentinel://bnet:s3cret@127.0.0.1#m", allowingPasswordInURL: true)
        #expect(endpoint.password == "s3cret" && endpoint.user == "bnet" && endpoint.sentinel?.password == nil)
        endpoint.sentinel?.password = "sentinel-s3cret"
        #expect(endpoint.description == "redis-sentinel://127.0.0.1:26379/0#m (an ACL user; with a password; Sentinels with a password)")
        #expect(endpoint.sentinel?.description == "m at 127.0.0.1:26379 (with a password)")
        var dumped = ""
        dump(endpoint, to: &dumped)
        for text in [endpoint.description, String(reflecting: endpoint), dumped, "\(endpoint.sentinel as Any)"] {
            #expect(!text.contains("s3cret"), "\(text)")
        }
        #expect(dumped.contains("masterName: \"m\"") && dumped.contains("hasPassword: true"), "\(dumped)")
    }

    @Test(arguments: [
        ("redis-sentinel://127.0.0.1:26379/0", "names no master"),
        ("redis-sentinel://127.0.0.1#", "names no master"),
        ("redis-sentinel://127.0.0.1:0#m", "1-65535"),
        ("redis-sentinel://127.0.0.1:65536#m", "1-65535"),
        ("redis-sentinel://127.0.0.1:x#m", "1-65535"),
        ("redis-sentinel://127.0.0.1:#m", "1-65535"),
        ("redis-sentinel://#m", "no Sentinel host"),
        ("redis-sentinel://10.0.0.7,,10.0.0.8#m", "no Sentinel host"),
        ("redis-sentinel://[::1#m", "closing ]"),
        ("redis-sentinel://127.0.0.1/x#m", "database"),
        ("redis-sentinel://127.0.0.1?timeout=5s#m", "only sentinelMasterId"),
        ("redis-sentinel://127.0.0.1?sentinelMasterId=a#b", "two masters"),
        ("redis-sentinel://127.0.0.1#two%20words", "space"),
        ("redis-sentinels://127.0.0.1#m", "redis-sentinel://"),
    ])
    func sentinelAddressesThatCannotBeUsedAreRefusedClearly(text: String, reason: String) {
        let error = #expect(throws: BattleNetError.self) { try RedisEndpoint(url: text) }
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
    }
}
