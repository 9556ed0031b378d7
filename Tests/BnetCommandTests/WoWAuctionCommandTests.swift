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
///
/// Nothing blocks a task: the other end is read on a thread of its own, and the test waits (sleeping)
/// until as many bytes arrived as were written, rather than for an end of file that a child process of
/// another test could hold back by inheriting the descriptor.
func bnet(_ arguments: [String], stderrTo descriptor: Int32, drain reader: Int32) async -> (Int32, String, String) {
    let out = Captured()
    let collected = ByteCollector(reader)
    let console = Console(
        writeOut: out.console.writeOut,
        writeErr: { text in
            let bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
                if written <= 0 { break }
                offset += written
            }
            collected.expect(offset)
        },
        errorIsTerminal: isatty(descriptor) == 1
    )
    let code = await BnetCommand.run(arguments: arguments, environment: [:], console: console)
    let err = await collected.text()
    close(descriptor)
    return (code, out.out, err)
}

/// Both ends of a new pipe, closed in child processes of other tests.
func closeOnExecPipe() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
}

/// Reads a descriptor on a thread of its own, so a full buffer never blocks the writer.
final class ByteCollector: @unchecked Sendable {
    // `@unchecked Sendable`: `bytes` and `expected` are read and written only while `lock` is held.
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var expected = 0

    init(_ descriptor: Int32) {
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                lock.withLock { bytes += buffer[0..<count] }
            }
            close(descriptor)
        }
    }

    /// Counts `count` more bytes written to the other end.
    func expect(_ count: Int) { lock.withLock { expected += count } }

    /// What arrived, once every byte written did (at most 20 s).
    func text() async -> String {
        for _ in 0..<2000 {
            if lock.withLock({ bytes.count >= expected }) { break }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return lock.withLock { String(decoding: bytes, as: UTF8.self) }
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
        let ends = closeOnExecPipe()
        let (code, out, err) = await bnet(["wow", "auctions", "--all"], stderrTo: ends.write, drain: ends.read)
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
        for end in [primary, secondary] { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // Raw mode: the terminal passes the bytes as written (no newline translation), so they can be counted.
        var settings = termios()
        #expect(tcgetattr(secondary, &settings) == 0)
        cfmakeraw(&settings)
        #expect(tcsetattr(secondary, TCSANOW, &settings) == 0)
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
