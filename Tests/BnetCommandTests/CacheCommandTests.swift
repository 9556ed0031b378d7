import BattleNetCore
@testable import BnetCommand
import Foundation
import Testing

/// `bnet`'s HTTP cache in live mode against the stand-in (`--cache-dir`, `--no-cache`,
/// `--cache-policy`), and `bnet cache stats|clear`.
@Suite("bnet's HTTP cache", .timeLimit(.minutes(2)))
struct CacheCommandTests {
    /// The stand-in's log lines of the item's requests.
    func itemRequests(_ standIn: LoggedStandIn) -> [String] {
        standIn.lines.filter { $0.hasPrefix("GET /data/wow/item/19019") }
    }

    /// The `--trace` lines of a run.
    func trace(_ output: Captured) -> [String] {
        output.err.split(separator: "\n").map(String.init).filter { $0.hasPrefix("bnet trace: ") }
    }

    @Test func aSecondCallIsServedFromTheFolderWithoutARequest() async throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let standIn = try LoggedStandIn()
        defer { standIn.server.stop() }
        let directory = folder.bnet.appendingPathComponent("http").path
        let (code, first) = await standIn.run(["--trace", "call", "wowItem", "19019", "--cache-dir", directory])
        #expect(code == 0, "\(first.err)")
        #expect(first.out.contains("name: Thunderfury, Blessed Blade of the Windseeker"))
        #expect(trace(first).contains { $0.hasPrefix("bnet trace: cacheMiss wowItem ") && $0.hasSuffix("/data/wow/item/19019?locale=en_US") })
        #expect(trace(first).contains { $0.hasPrefix("bnet trace: cacheStored wowItem ") && $0.hasSuffix(" bytes") })
        #expect(itemRequests(standIn).count == 1)

        let (again, second) = await standIn.run(["--trace", "call", "wowItem", "19019", "--cache-dir", directory])
        #expect(again == 0, "\(second.err)")
        #expect(second.out == first.out, "the stored answer prints as the fetched one did")
        #expect(trace(second).contains { $0.hasPrefix("bnet trace: cacheHit wowItem ") && $0.contains("/data/wow/item/19019?locale=en_US — age ") })
        #expect(!trace(second).contains { $0.contains("request ") }, "a fresh answer sends nothing, not even a token request")
        #expect(itemRequests(standIn).count == 1)

        let (statsCode, stats) = await bnet(["cache", "stats", "--cache-dir", directory])
        #expect(statsCode == 0, "\(stats.err)")
        #expect(stats.out.hasPrefix("folder: \(directory)\nentries: 1\nbytes: "), "\(stats.out)")
        try folder.expectOwnerOnly()
    }

    @Test("a stale answer is revalidated by one conditional request, answered 304")
    func aStaleAnswerIsRevalidated() async throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let standIn = try LoggedStandIn { $0.maxAge = 1 }
        defer { standIn.server.stop() }
        let directory = folder.bnet.appendingPathComponent("http").path
        let (code, first) = await standIn.run(["call", "wowItem", "19019", "--cache-dir", directory])
        #expect(code == 0, "\(first.err)")
        try await Task.sleep(for: .milliseconds(1100))
        let (again, second) = await standIn.run(["--trace", "call", "wowItem", "19019", "--cache-dir", directory])
        #expect(again == 0, "\(second.err)")
        #expect(second.out == first.out)
        let requests = itemRequests(standIn)
        #expect(requests.count == 2)
        #expect(requests.last?.contains(" 304 ") == true, "\(requests)")
        #expect(trace(second).contains { $0.hasPrefix("bnet trace: response wowItem #1 304 ") })
        #expect(trace(second).contains { $0.hasPrefix("bnet trace: cacheRevalidated wowItem ") })
    }

    @Test func noCacheSendsEveryCallAndALoopbackHostIsCachedInMemoryOnly() async throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let standIn = try LoggedStandIn()
        defer { standIn.server.stop() }
        let environment = ["XDG_CACHE_HOME": folder.url.path]
        for run in 1...2 {
            let (code, output) = await standIn.run(["--trace", "--no-cache", "call", "wowItem", "19019"], environment: environment)
            #expect(code == 0, "\(output.err)")
            #expect(!trace(output).contains { $0.hasPrefix("bnet trace: cache") }, "\(output.err)")
            #expect(itemRequests(standIn).count == run)
        }
        // Without --no-cache or --cache-dir, a loopback host's answers are kept for the run only.
        let (code, output) = await standIn.run(["--trace", "call", "wowItem", "19019"], environment: environment)
        #expect(code == 0, "\(output.err)")
        #expect(trace(output).contains { $0.hasPrefix("bnet trace: cacheStored wowItem ") })
        #expect(itemRequests(standIn).count == 3)
        #expect(!FileManager.default.fileExists(atPath: folder.bnet.path), "a loopback host's answer was written to the cache folder")
    }

    @Test func policiesOnlyIfCachedAndReload() async throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let standIn = try LoggedStandIn()
        defer { standIn.server.stop() }
        let directory = folder.bnet.appendingPathComponent("http").path
        let (missing, missed) = await standIn.run(["call", "wowItem", "19019", "--cache-dir", directory, "--cache-policy", "only-if-cached"])
        #expect(missing == 1)
        #expect(missed.err.contains("not in the cache"), "\(missed.err)")
        #expect(itemRequests(standIn).isEmpty)
        let (fetched, _) = await standIn.run(["call", "wowItem", "19019", "--cache-dir", directory, "--cache-policy", "reload"])
        #expect(fetched == 0)
        let (reloaded, _) = await standIn.run(["call", "wowItem", "19019", "--cache-dir", directory, "--cache-policy", "reload"])
        #expect(reloaded == 0)
        #expect(itemRequests(standIn).count == 2, "reload fetches even a fresh answer")
        let (stored, output) = await standIn.run(["call", "wowItem", "19019", "--cache-dir", directory, "--cache-policy", "only-if-cached"])
        #expect(stored == 0, "\(output.err)")
        #expect(output.out.contains("id: 19019"))
        #expect(itemRequests(standIn).count == 2)
    }

    @Test func clearRemovesTheEntriesAndLeavesTheTokens() async throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let standIn = try LoggedStandIn()
        defer { standIn.server.stop() }
        let http = folder.bnet.appendingPathComponent("http")
        for arguments in [["call", "wowItem", "19019"], ["wow", "token"]] {
            let (code, output) = await standIn.run(arguments + ["--cache-dir", http.path])
            #expect(code == 0, "\(output.err)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: http.path).count == 2)
        let token = folder.bnet.appendingPathComponent("token-x.json")
        try Data("{}".utf8).write(to: token)
        // The default folder: $XDG_CACHE_HOME/bnet/http.
        let environment = ["XDG_CACHE_HOME": folder.url.path]
        let (code, output) = await bnet(["cache", "clear"], environment: environment)
        #expect(code == 0, "\(output.err)")
        #expect(output.out.hasPrefix("removed 2 entries ("), "\(output.out)")
        #expect(output.out.hasSuffix(" from \(http.path)\n"), "\(output.out)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: http.path).isEmpty)
        #expect(try Data(contentsOf: token) == Data("{}".utf8), "a token beside the cache stays")
        let (statsCode, stats) = await bnet(["cache", "stats"], environment: environment)
        #expect(statsCode == 0)
        #expect(stats.out == "folder: \(http.path)\nentries: 0\nbytes: 0\n")
    }

    @Test func aFolderOpenToOthersIsRefusedWithTheReasonAndNothingIsSent() async throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let standIn = try LoggedStandIn()
        defer { standIn.server.stop() }
        let open = folder.url.appendingPathComponent("open")
        try FileManager.default.createDirectory(at: open, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: open.path)  // whatever the umask
        let expected = "bnet: --cache-dir: the cache folder \(open.path) is open to other users (mode 755); run chmod 700 on it\n"
        let (code, output) = await standIn.run(["call", "wowItem", "19019", "--cache-dir", open.path])
        #expect(code == 2)
        #expect(output.err == expected)
        #expect(standIn.lines.isEmpty, "nothing is sent, not even a token request")
        for command in ["stats", "clear"] {
            let (refused, refusal) = await bnet(["cache", command, "--cache-dir", open.path])
            #expect(refused == 2)
            #expect(refusal.err == expected)
        }
    }

    @Test func replayUsesNoCache() async throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let environment = ["XDG_CACHE_HOME": folder.url.path]
        let (code, output) = await bnet(["--trace", "call", "wowItem", "19019"], environment: environment)
        #expect(code == 0, "\(output.err)")
        #expect(!output.err.contains("bnet trace: cache"))
        #expect(!FileManager.default.fileExists(atPath: folder.bnet.path))
        let (refused, refusal) = await bnet(["call", "wowItem", "19019", "--cache-dir", folder.url.path])
        #expect(refused == 2)
        #expect(refusal.err.contains("a replay uses none"), "\(refusal.err)")
    }
}
