import BattleNetCore
import BattleNetStandIn
@testable import BnetCommand
import Foundation
import Testing

@Suite("bnet --redis", .timeLimit(.minutes(2)))
struct FleetOptionTests {
    /// A file holding `text` with `mode`, removed by the caller.
    func passwordFile(_ text: String, mode: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-redis-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        #expect(chmod(path, mode_t(mode)) == 0)
        return path
    }

    /// A loopback port nothing listens on (bound, then closed).
    func closedPort() throws -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        try #require(bound)
        return UInt16(bigEndian: address.sin_port)
    }

    @Test("a password in a --redis URL is refused and never echoed; BNET_REDIS_URL may carry one")
    func passwordInArgv() async throws {
        let (code, output) = await bnet(["call", "d3Act", "1", "--redis", "redis://fleet:hunter2-secret@127.0.0.1:6379/0"], environment: live)
        #expect(code == 2)
        #expect(output.err.contains("BNET_REDIS_PASSWORD"), "\(output.err)")
        #expect(!output.err.contains("hunter2-secret") && !output.out.contains("hunter2-secret"))
        let context = try makeContext(["call", "d3Act", "1"], environment: live.merging(["BNET_REDIS_URL": "redis://fleet:hunter2-secret@10.0.0.5:6380/2"]) { $1 })
        let endpoint = try #require(try context.redisEndpoint())
        #expect(endpoint.password == "hunter2-secret" && endpoint.user == "fleet" && endpoint.port == 6380 && endpoint.database == 2)
        #expect(!endpoint.description.contains("hunter2-secret"))
    }

    @Test("the password comes from BNET_REDIS_PASSWORD or an owner-only file, never from two places")
    func passwordSources() async throws {
        let context = try makeContext(["call", "d3Act", "1", "--redis", "redis://127.0.0.1:6379/0"], environment: live.merging(["BNET_REDIS_PASSWORD": "from-env"]) { $1 })
        #expect(try context.redisEndpoint()?.password == "from-env")
        let file = try passwordFile("from-file\n", mode: 0o600)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let fromFile = try makeContext(["call", "d3Act", "1", "--redis", "redis://127.0.0.1:6379/0", "--redis-password-file", file], environment: live)
        #expect(try fromFile.redisEndpoint()?.password == "from-file")
        // A link to an owner-only file is taken (a mounted secret often is a link); the link's own mode does not count.
        let link = file + "-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        defer { try? FileManager.default.removeItem(atPath: link) }
        let throughLink = try makeContext(["call", "d3Act", "1", "--redis", "redis://127.0.0.1:6379/0", "--redis-password-file", link], environment: live)
        #expect(try throughLink.redisEndpoint()?.password == "from-file")
        let fromEnvironmentFile = try makeContext(["call", "d3Act", "1"], environment: live.merging(["BNET_REDIS_URL": "redis://127.0.0.1:6379/0", "BNET_REDIS_PASSWORD_FILE": file]) { $1 })
        #expect(try fromEnvironmentFile.redisEndpoint()?.password == "from-file")
        let (both, output) = await bnet(["call", "d3Act", "1", "--redis", "redis://127.0.0.1:6379/0", "--redis-password-file", file],
                                        environment: live.merging(["BNET_REDIS_PASSWORD": "from-env"]) { $1 })
        #expect(both == 2)
        #expect(output.err.contains("both BNET_REDIS_PASSWORD and --redis-password-file"), "\(output.err)")
        #expect(!output.err.contains("from-env"))
    }

    @Test("a redis-sentinel:// address names the Sentinels; their password comes from BNET_REDIS_SENTINEL_PASSWORD or an owner-only file")
    func sentinelAddress() async throws {
        let url = "redis-sentinel://10.0.0.7,10.0.0.8:26380/2#mymaster"
        let environment = live.merging(["BNET_REDIS_PASSWORD": "primary-pw-77", "BNET_REDIS_SENTINEL_PASSWORD": "sentinel-pw-78", "BNET_REDIS_USER": "fleet"]) { $1 }
        let endpoint = try #require(try makeContext(["call", "d3Act", "1", "--redis", url], environment: environment).redisEndpoint())
        #expect(endpoint.sentinel?.masterName == "mymaster" && endpoint.sentinel?.addresses.map(\.port) == [26379, 26380])
        #expect(endpoint.password == "primary-pw-77" && endpoint.sentinel?.password == "sentinel-pw-78")
        #expect(endpoint.user == "fleet" && endpoint.database == 2)
        #expect("\(endpoint)" == "redis-sentinel://10.0.0.7:26379,10.0.0.8:26380/2#mymaster (an ACL user; with a password; Sentinels with a password)")
        // From a file, checked as the Redis password's file is.
        let file = try passwordFile("sentinel-from-file\n", mode: 0o600)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let fromFile = try makeContext(["call", "d3Act", "1", "--redis", url, "--redis-sentinel-password-file", file], environment: live)
        #expect(try fromFile.redisEndpoint()?.sentinel?.password == "sentinel-from-file")
        let fromEnvironmentFile = try makeContext(["call", "d3Act", "1"], environment: live.merging(["BNET_REDIS_URL": url, "BNET_REDIS_SENTINEL_PASSWORD_FILE": file]) { $1 })
        #expect(try fromEnvironmentFile.redisEndpoint()?.sentinel?.password == "sentinel-from-file")
        let loose = try passwordFile("loose-sentinel-secret\n", mode: 0o644)
        defer { try? FileManager.default.removeItem(atPath: loose) }
        let (looseCode, looseOutput) = await bnet(["call", "d3Act", "1", "--redis", url, "--redis-sentinel-password-file", loose], environment: live)
        #expect(looseCode == 2)
        #expect(looseOutput.err.contains("Sentinels' password file") && looseOutput.err.contains("chmod 600"), "\(looseOutput.err)")
        #expect(!looseOutput.err.contains("loose-sentinel-secret"))
        // Never from two places.
        let (both, output) = await bnet(["call", "d3Act", "1", "--redis", url, "--redis-sentinel-password-file", file], environment: environment)
        #expect(both == 2)
        #expect(output.err.contains("both BNET_REDIS_SENTINEL_PASSWORD and --redis-sentinel-password-file"), "\(output.err)")
        #expect(!output.err.contains("sentinel-pw-78") && !output.err.contains("sentinel-from-file"))
        // A redis:// address has no Sentinels: the option is refused, the environment variable ignored.
        let direct = try #require(try makeContext(["call", "d3Act", "1", "--redis", "redis://127.0.0.1:6379/0"], environment: environment).redisEndpoint())
        #expect(direct.sentinel == nil && direct.password == "primary-pw-77")
        let (refused, refusal) = await bnet(["call", "d3Act", "1", "--redis", "redis://127.0.0.1:6379/0", "--redis-sentinel-password-file", file], environment: live)
        #expect(refused == 2)
        #expect(refusal.err.contains("is for a redis-sentinel:// address"), "\(refusal.err)")
    }

    @Test("the client token is shared through a Redis with a password, and not through one without (stderr says so)")
    func fleetTokenNeedsAPassword() throws {
        let captured = Captured()
        let withPassword = Context(
            options: try Options(arguments: ["call", "d3Act", "1", "--redis", "redis://127.0.0.1:6379/0"], environment: live),
            environment: live.merging(["BNET_REDIS_PASSWORD": "pw-never-shown-42"]) { $1 },
            console: captured.console, transport: nil, tokenStore: nil, tracer: nil)
        let coordinator = try #require(try withPassword.fleetTokenCoordinator())
        #expect(!String(describing: coordinator).contains("pw-never-shown-42"))
        #expect(captured.err.isEmpty, "\(captured.err)")
        let withoutPassword = Context(
            options: try Options(arguments: ["call", "d3Act", "1", "--redis", "redis://127.0.0.1:6379/0"], environment: live),
            environment: live, console: captured.console, transport: nil, tokenStore: nil, tracer: nil)
        #expect(try withoutPassword.fleetTokenCoordinator() == nil)
        #expect(captured.err.contains("the client token is not shared"), "\(captured.err)")
        let noRedis = try makeContext(["call", "d3Act", "1"], environment: live)
        #expect(try noRedis.fleetTokenCoordinator() == nil)
    }

    @Test("a password file others may read is refused, as ssh refuses such a key", arguments: [0o644, 0o640, 0o604, 0o660])
    func looseFile(mode: Int) async throws {
        let file = try passwordFile("loose-secret\n", mode: mode)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (code, output) = await bnet(["call", "d3Act", "1", "--redis", "redis://127.0.0.1:6379/0", "--redis-password-file", file], environment: live)
        #expect(code == 2)
        #expect(output.err.contains("chmod 600"), "\(output.err)")
        #expect(!output.err.contains("loose-secret"))
    }

    @Test("--redis is refused where it cannot work", arguments: [
        ["call", "d3Act", "1", "--replay", "--redis", "redis://127.0.0.1:6379/0"],
        ["bench", "d3Act", "1", "--replay", "--redis", "redis://127.0.0.1:6379/0"],
        ["bench", "d3Act", "1", "--rate-limit", "none", "--redis", "redis://127.0.0.1:6379/0"],
        ["call", "d3Act", "1", "--redis", "http://127.0.0.1:6379/0"],
        ["call", "d3Act", "1", "--redis-password-file", "/nonexistent"],
        ["call", "d3Act", "1", "--redis", "redis-sentinel://127.0.0.1:26379/0"],
        ["call", "d3Act", "1", "--redis", "redis-sentinel://fleet:pw@127.0.0.1:26379/0#mymaster"],
        ["call", "d3Act", "1", "--redis-sentinel-password-file", "/nonexistent"],
        ["call", "d3Act", "1", "--replay", "--redis-sentinel-password-file", "/nonexistent"],
        ["endpoints", "--redis", "redis://127.0.0.1:6379/0"],
    ])
    func refused(arguments: [String]) async {
        let environment = arguments.contains("--replay") ? [:] : live
        let (code, output) = await bnet(arguments, environment: environment)
        #expect(code == 2, "\(output.err)")
    }

    @Test("a rediss:// address is TLS: read everywhere, refused with a usage error where the platform has no TLS, never sent to in plain text")
    func redissAddress() async throws {
        let context = try makeContext(["call", "d3Act", "1"], environment: live.merging(["BNET_REDIS_URL": "rediss://fleet@10.0.0.5:6380/2"]) { $1 })
        #if canImport(Network)
        let endpoint = try #require(try context.redisEndpoint())
        #expect(endpoint.usesTLS && endpoint.description == "rediss://fleet@10.0.0.5:6380/2")
        #else
        let refused = #expect(throws: UsageError.self) { try context.redisEndpoint() }
        #expect(refused?.description.contains("BNET_REDIS_URL: rediss:// (Redis over TLS) is not available on this platform") == true, "\(refused?.description ?? "")")
        // A real listener on the address: bnet exits with a usage error, and no connection ever reaches it.
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { listener.close() }
        for command in [["call", "d3Act", "1"], ["bench", "d3Act", "1", "--count", "1"]] {
            let (code, output) = await bnet(command + ["--redis", "rediss://127.0.0.1:\(listener.port)/0"],
                                            environment: live.merging(["BNET_REDIS_PASSWORD": "tls-pw-never-sent"]) { $1 })
            #expect(code == 2, "\(output.err)")
            #expect(output.err.contains("--redis: rediss:// (Redis over TLS) is not available on this platform"), "\(output.err)")
            #expect(output.err.contains("stunnel"), "\(output.err)")
            #expect(output.out.isEmpty && !output.err.contains("tls-pw-never-sent"))
        }
        #expect(try listener.acceptPending() == nil)
        #endif
    }

    @Test("bench --seconds calls for a while instead of a count, and says when it started and finished")
    func benchForSeconds() async throws {
        let (code, output) = await bnet(["bench", "d3Act", "1", "--seconds", "0.3", "--concurrency", "2", "--replay"])
        #expect(code == 0, "\(output.err)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.out.utf8)) as? [String: Any])
        let started = try #require(report["started_at"] as? Double)
        let finished = try #require(report["finished_at"] as? Double)
        #expect(finished - started >= 0.3)
        #expect((report["requests"] as? Int ?? 0) >= 1)
        #expect(report["fleet"] == nil)
        let (both, _) = await bnet(["bench", "d3Act", "1", "--seconds", "1", "--count", "5", "--replay"])
        #expect(both == 2)
    }

    @Test("with Redis unreachable the call goes on, on the fallback share, and --trace says so without the password")
    func fallbackIsTraced() async throws {
        let server = StandInServer(configuration: try .recordedFixtures())
        try server.start()
        defer { server.stop() }
        let host = server.baseURL.absoluteString
        let port = try closedPort()
        let environment = ["BNET_CLIENT_ID": "stand-in-client", "BNET_CLIENT_SECRET": "stand-in-secret", "BNET_REDIS_PASSWORD": "pw-never-shown-41"]
        let (code, output) = await bnet(["call", "d3Act", "1", "--api-host", host, "--oauth-host", host, "--trace",
                                         "--redis", "redis://127.0.0.1:\(port)/0"], environment: environment, store: InMemoryTokenStore())
        #expect(code == 0, "\(output.err)")
        #expect(output.out.contains("name: Act I"))
        // One line from the limiter (the process's own share) and one from the token coordinator (its own token).
        let fallback = output.err.split(separator: "\n").filter { $0.contains("cannot be used") }
        #expect(fallback.count == 2, "\(output.err)")
        #expect(fallback.filter { $0.contains("spending this process's own share") }.count == 1, "\(fallback)")
        #expect(fallback.filter { $0.contains("fetches its own client token") }.count == 1, "\(fallback)")
        #expect(fallback.allSatisfy { $0.contains("redis://127.0.0.1:\(port)/0 (with a password)") }, "\(fallback)")
        #expect(!output.err.contains("pw-never-shown-41") && !output.out.contains("pw-never-shown-41"))
        #expect(!output.err.contains("stand-in-secret"))
    }
}

/// A `Context` for a command line, as `BnetCommand.run` makes it.
func makeContext(_ arguments: [String], environment: [String: String]) throws -> Context {
    Context(options: try Options(arguments: arguments, environment: environment), environment: environment,
            console: Captured().console, transport: nil, tokenStore: nil, tracer: nil)
}
