import BattleNetCore
import BattleNetTesting
import BattleNetWoW
@testable import BnetCommand
import Foundation
import Testing

/// `bnet crawl auctions` and `bnet decode --changes` as a user runs them (offline, on the recordings).
@Suite("bnet crawl and decode --changes", .timeLimit(.minutes(2)))
struct CrawlCommandTests {
    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-crawl-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return folder
    }

    @Test func aReplayedCrawlWritesEachRecordedSnapshotOnceAndARunAfterTheLastRoundDoesNothing() async throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("auctions").path
        let (code, output) = await bnet(["crawl", "auctions", "--realms", "1146,4", "--out", out, "--rounds", "1"])
        #expect(code == 0, "\(output.err)")
        #expect(output.err.contains("round 1: 3 houses checked (3 new snapshots, 0 change files, 0 unchanged)"), "\(output.err)")
        // The snapshot is the recorded body as served, named by its Last-Modified (the recording's date).
        let written = try Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent("connected-realm-1146/1590192000.json"))
        #expect(written == (try Data(contentsOf: fixtures.appendingPathComponent("wow/auctions__1146.json"))))
        let journal = try String(contentsOfFile: out + "/journal", encoding: .utf8)
        #expect(journal.split(separator: "\n").filter { $0.contains(#""op":"done""#) }.count == 4)

        // Round 1 is finished: the same command again sends nothing and writes nothing.
        let (again, second) = await bnet(["crawl", "auctions", "--realms", "1146,4", "--out", out, "--rounds", "1"])
        #expect(again == 0)
        #expect(second.err.contains("round 1 finished; 0 pending, 0 running, 4 done, 0 dead"), "\(second.err)")
        #expect(try String(contentsOfFile: out + "/journal", encoding: .utf8) == journal)
    }

    @Test func decodeChangesPrintsTheChangeFeedAsJSONLines() async throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try Data(contentsOf: fixtures.appendingPathComponent("wow/auctions__1146.json"))
        let new = try AuctionSuccessors.successor(of: old, seed: 7, pricing: ["buyout", "bid", "unit_price"])
        let (oldPath, newPath) = (folder.appendingPathComponent("old.json"), folder.appendingPathComponent("new.json"))
        try old.write(to: oldPath)
        try new.write(to: newPath)
        let (code, output) = await bnet(["decode", "--changes", "wowAuctions", oldPath.path, newPath.path, "--elapsed", "3600"])
        #expect(code == 0, "\(output.err)")
        let printed = try output.outBytes.split(separator: UInt8(ascii: "\n")).map {
            try JSONDecoder().decode(WoW.AuctionChange<WoW.Auction>.self, from: Data($0))
        }
        var expected: [WoW.AuctionChange<WoW.Auction>] = []
        let previous = try JSONReader.decode(WoW.Auctions.self, from: old).auctions
        for try await change in WoW.AuctionChanges(from: previous, to: BodyChunks(body: new, size: 100), elapsed: .seconds(3600)) {
            expected.append(change)
        }
        #expect(!printed.isEmpty && printed == expected)
        let gone = expected.filter { if case .gone = $0 { true } else { false } }.count
        #expect(output.err.contains("\(gone) gone"), "\(output.err)")
    }

    @Test func crawlRefusesWhatItCannotDoBeforeSendingAnything() async throws {
        let cases: [([String], String)] = [
            (["crawl", "auctions", "--realms", "1146"], "needs --out DIR"),
            (["crawl", "auctions", "--all", "--realms", "1146", "--out", "/tmp/x"], "not both"),
            (["crawl", "auctions", "--out", "/tmp/x"], "needs --all"),
            (["crawl", "auctions", "--all", "--out", "/tmp/x", "--queue", "mine"], "goes with --redis"),
            (["crawl", "realms", "--all", "--out", "/tmp/x"], "crawl takes auctions"),
            (["crawl", "auctions", "--realms", "1146,x", "--out", "/tmp/x"], "--realms takes connected realm ids"),
            (["crawl", "auctions", "--all", "--out", "/tmp/x", "--worker", "a b"], "--worker takes a name"),
            (["crawl", "auctions", "--all", "--out", "/tmp/x", "--lease", "0"], "--lease takes whole seconds"),
        ]
        for (arguments, message) in cases {
            let (code, output) = await bnet(arguments)
            #expect(code == 2, "\(arguments)")
            #expect(output.err.contains(message), "\(arguments): \(output.err)")
        }
    }

    @Test func helpDescribesCrawl() async throws {
        let (code, output) = await bnet(["help", "crawl"])
        #expect(code == 0)
        #expect(output.out.contains("crawl auctions --all|--realms ID,ID --out DIR"))
        #expect(output.out.contains("--no-schedule"))
        let (_, overview) = await bnet(["help"])
        #expect(overview.out.contains("crawl"))
    }
}
