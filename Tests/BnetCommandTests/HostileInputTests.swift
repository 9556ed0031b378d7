import BattleNetCore
import BattleNetTesting
@testable import BnetCommand
import Foundation
import Testing

@Suite("bnet keeps secrets and tokens where they belong", .timeLimit(.minutes(1)))
struct HostileInputTests {
    @Test("a name before @ in --redis is refused and never echoed: it may be a password typed in the user slot", arguments: [
        "redis://S3cr3t-typed@127.0.0.1:6379/0", "redis-sentinel://S3cr3t-typed@127.0.0.1/0#m",
    ])
    func aUserSlotOnTheCommandLine(url: String) async {
        let (code, output) = await bnet(["call", "d3Act", "1", "--redis", url, "--trace"], environment: live)
        #expect(code == 2)
        #expect(output.err.contains("BNET_REDIS_USER"), "\(output.err)")
        #expect(!output.err.contains("S3cr3t") && !output.out.contains("S3cr3t"))
    }

    @Test("?password= on the command line is refused as a password is")
    func aPasswordParameter() async {
        let (code, output) = await bnet(["call", "d3Act", "1", "--redis", "redis://127.0.0.1:6379/0?password=pw-in-query-9"], environment: live)
        #expect(code == 2)
        #expect(output.err.contains("BNET_REDIS_PASSWORD"), "\(output.err)")
        #expect(!output.err.contains("pw-in-query-9"))
    }

    @Test("the ACL user comes from BNET_REDIS_USER and is never printed")
    func theUserFromTheEnvironment() throws {
        let context = try makeContext(["call", "d3Act", "1", "--redis", "redis://127.0.0.1:6379/0"],
                                      environment: live.merging(["BNET_REDIS_USER": "fleet-user-x", "BNET_REDIS_PASSWORD": "pw"]) { $1 })
        let endpoint = try #require(try context.redisEndpoint())
        #expect(endpoint.user == "fleet-user-x")
        #expect(!"\(endpoint)".contains("fleet-user-x"))
    }

    @Test("a FIFO at the password file's path is refused at once, never waited on")
    func aFIFOPasswordFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-fifo-\(UUID().uuidString)").path
        try #require(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (code, output) = await bnet(["call", "d3Act", "1", "--redis", "redis://127.0.0.1:6379/0", "--redis-password-file", path], environment: live)
        #expect(code == 2)
        #expect(output.err.contains("not a regular file"), "\(output.err)")
    }

    @Test("a primary with a password behind Sentinels without one is refused, unless its addresses are pinned")
    func unprotectedSentinels() async throws {
        let environment = live.merging(["BNET_REDIS_PASSWORD": "primary-pw-12"]) { $1 }
        let (code, output) = await bnet(["call", "d3Act", "1", "--redis", "redis-sentinel://127.0.0.1:26379/0#m"], environment: environment)
        #expect(code == 2)
        #expect(output.err.contains("have no password") && output.err.contains("primaries"), "\(output.err)")
        #expect(!output.err.contains("primary-pw-12"))
        let pinned = try makeContext(["call", "d3Act", "1", "--redis", "redis-sentinel://127.0.0.1:26379/0?primaries=127.0.0.1:6379#m"],
                                     environment: environment)
        #expect(try pinned.redisEndpoint()?.sentinel?.primaries == [.init(host: "127.0.0.1", port: 6379)])
    }

    @Test("a stored Battle.net user token is not sent to BNET_API_HOST on loopback")
    func aStoredTokenStaysWithBattleNet() async throws {
        let store = InMemoryTokenStore()
        let token = AccessToken(value: "real-user-token-7b", kind: .user, expiresAt: Date().addingTimeInterval(3600), scopes: [.wowProfile])
        try await AuthenticationManager(clientID: "cli-id", store: store).setUserToken(token)
        let stub = StubTransport()
        let (code, output) = await bnet(["call", "wowAccountCollectionsIndex"],
                                        environment: ["BNET_CLIENT_ID": "cli-id", "BNET_API_HOST": "http://127.0.0.1:4010"], transport: stub, store: store)
        #expect(code != 0)
        #expect(output.err.contains("sent only to Battle.net's API hosts"), "\(output.err)")
        #expect(!output.err.contains("real-user-token-7b") && !output.out.contains("real-user-token-7b"))
        #expect(await stub.requests.isEmpty)
    }
}
