import BattleNetCore
import BattleNetTesting
@testable import BnetCommand
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `bnet` with stderr on a file descriptor: a pseudo-terminal's or a pipe's write end. What
/// reaches the other end is read back, so the test sees the bytes a terminal or a pipe would get.
func bnet(_ arguments: [String], stderrTo descriptor: Int32, drain reader: Int32) async -> (Int32, String, String) {
    let out = Captured()
    let console = Console(
        writeOut: out.console.writeOut,
        writeErr: { text in
            var bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
                if written <= 0 { break }
                offset += written
            }
        },
        errorIsTerminal: isatty(descriptor) == 1
    )
    let collected = ByteCollector(reader)
    let code = await BnetCommand.run(arguments: arguments, environment: [:], console: console)
    close(descriptor)
    return (code, out.out, collected.finish())
}

/// Reads a descriptor on a thread of its own until its other end is closed (a pty's slave or a pipe's
/// write end), so a full pseudo-terminal buffer never blocks the writer.
final class ByteCollector: @unchecked Sendable {
    // `@unchecked Sendable`: `bytes` is written by the reading thread and read after `done` is signalled.
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            close(descriptor)
            done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        return String(decoding: bytes, as: UTF8.self)
    }
}

@Suite("bnet wow realm and wow auctions", .timeLimit(.minutes(2)))
struct WoWAuctionCommandTests {
    @Test func realmFindsTheConnectedRealmOrSaysWhatIsClose() async {
        let (code, output) = await bnet(["wow", "realm", "Ner'zhul", "-r", "eu"])
        #expect(code == 0, "\(output.err)")
        #expect(output.out.hasPrefix("connected realm 509: Garona (garona), Ner'zhul (nerzhul), Sargeras (sargeras)\n"), "\(output.out)")
        let (missing, missingOutput) = await bnet(["wow", "realm", "Tichondrus"])
        #expect(missing == 1)
        #expect(missingOutput.err.contains("did you mean Tichondrius (tichondrius)?"), "\(missingOutput.err)")
        let (usage, usageOutput) = await bnet(["wow", "realm"])
        #expect(usage == 2)
        #expect(usageOutput.err.contains("wow realm takes one realm"))
    }

    @Test func auctionsOfOneRealmAreSummed() async {
        let (code, output) = await bnet(["wow", "auctions", "tichondrius"])
        #expect(code == 0, "\(output.err)")
        // Connected realm 11 is served connected realm 4's recording (6 auctions) offline.
        #expect(output.out.contains("connected realm 11  6 "), "\(output.out)")
    }

    @Test func theRegionCrawlPrintsPlainProgressLinesIntoAPipe() async throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (code, out, err) = await bnet(["wow", "auctions", "--all"], stderrTo: ends[1], drain: ends[0])
        #expect(code == 0, "\(err)")
        #expect(out.contains("1      connected realm 11  6 "), "\(out)")
        #expect(out.contains("1      commodities         9 "), "\(out)")
        #expect(out.contains("2 new snapshots, 15 auctions in us; the realm directory took 1 search call"), "\(out)")
        #expect(err.contains("bnet: 2/2 auction houses, "), "\(err)")
        #expect(!err.contains("\r") && !err.contains("\u{1B}") && !err.contains("[###"), "\(err.debugDescription)")
    }

    @Test func theRegionCrawlDrawsABarOnATerminal() async throws {
        var primary: Int32 = -1
        var secondary: Int32 = -1
        #expect(openpty(&primary, &secondary, nil, nil, nil) == 0)
        #expect(isatty(secondary) == 1)
        let (code, out, err) = await bnet(["wow", "auctions", "--all", "--rounds", "2", "--interval", "1"], stderrTo: secondary, drain: primary)
        #expect(code == 0, "\(err)")
        #expect(out.contains("2 new snapshots"), "\(out)")
        // The bar is redrawn in place (carriage return, erase line) and full at the end of each round.
        #expect(err.contains("\r\u{1B}[2K[########################] 2/2 auction houses, "), "\(err.debugDescription)")
        #expect(err.contains("round 2: 2/2 auction houses (2 unchanged), 0 B, done"), "\(err.debugDescription)")
        #expect(!err.contains("bnet: 2/2"), "no plain lines on a terminal")
    }

    @Test func theCrawlOptionsAreChecked() async {
        let (code, output) = await bnet(["wow", "auctions", "tichondrius", "--rounds", "2"])
        #expect(code == 2)
        #expect(output.err.contains("--rounds, --in-flight and --interval go with wow auctions --all"))
        let (zero, zeroOutput) = await bnet(["wow", "auctions", "--all", "--in-flight", "0"])
        #expect(zero == 2)
        #expect(zeroOutput.err.contains("--in-flight takes a positive number"))
    }
}
