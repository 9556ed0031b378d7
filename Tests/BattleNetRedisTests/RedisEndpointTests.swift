import BattleNetCore
import Testing
@testable import BattleNetRedis

@Suite("Redis addresses")
struct RedisEndpointTests {
    @Test func aURLGivesHostPortDatabaseAndUser() throws {
        let endpoint = try RedisEndpoint(url: "redis://bnet@10.0.0.5:6380/2")
        #expect(endpoint == RedisEndpoint(host: "10.0.0.5", port: 6380, database: 2, user: "bnet"))
        #expect(try RedisEndpoint(url: "redis://localhost") == RedisEndpoint(host: "localhost"))
        #expect(endpoint.description == "redis://bnet@10.0.0.5:6380/2")
    }

    @Test func aPasswordIsTakenOnlyWhereAllowedAndNeverShown() throws {
        let refused = #expect(throws: BattleNetError.self) { try RedisEndpoint(url: "redis://bnet:s3cret@127.0.0.1:6379") }
        #expect(refused?.message.contains("BNET_REDIS_PASSWORD") == true)
        #expect(refused?.message.contains("s3cret") == false)
        let allowed = try RedisEndpoint(url: "redis://bnet:s3cret@127.0.0.1:6379", allowingPasswordInURL: true)
        #expect(allowed.password == "s3cret")
        #expect(!allowed.description.contains("s3cret") && allowed.description.hasSuffix("(with a password)"))
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
        #expect(endpoint.description == "rediss://bnet@10.0.0.5:6380/2")
        #expect(endpoint != RedisEndpoint(host: "10.0.0.5", port: 6380, database: 2, user: "bnet"))
        #expect(try RedisEndpoint(url: "REDISS://redis.example.net").description == "rediss://redis.example.net:6379/0")
        #expect(try RedisEndpoint(url: "redis://10.0.0.5:6380/2").usesTLS == false)
        let withPassword = try RedisEndpoint(url: "rediss://bnet:s3cret@[::1]:6380", allowingPasswordInURL: true)
        #expect(withPassword.usesTLS && withPassword.password == "s3cret")
        #expect(withPassword.description == "rediss://bnet@[::1]:6380/0 (with a password)")
        var dumped = ""
        dump(withPassword, to: &dumped)
        #expect(dumped.contains("usesTLS: true") && !dumped.contains("s3cret"))
        #if canImport(Network)
        #expect(RedisEndpoint.isTLSAvailable)
        #else
        #expect(!RedisEndpoint.isTLSAvailable)
        #endif
    }
}
