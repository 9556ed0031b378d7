import Foundation
import Testing

@Suite("Test servers end with the test process", .enabled(if: RedisServer.isUsable, RedisServer.skipMessage), .timeLimit(.minutes(3)))
struct ServerReaperTests {
    /// The reaper's pipe is closed here as the kernel closes it when the test process crashes or is
    /// killed; the server, which would otherwise run on, is killed and its folder removed.
    @Test func aServerIsKilledWhenTheProcessThatStartedItEnds() async throws {
        let reaper = try ServerReaper()
        let server = try await RedisServer(reaper: reaper)
        let process = try #require(server.runningProcess)
        #expect(FileManager.default.fileExists(atPath: reaper.root.path))

        reaper.release()
        // A hang guard only: the reaper acts as soon as it reads the end of its pipe.
        let deadline = ContinuousClock.now + .seconds(30)
        while (process.isRunning || reaper.process.isRunning) && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        try #require(!process.isRunning, "the server outlived the process that started it")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        #expect(!reaper.process.isRunning)
        #expect(!FileManager.default.fileExists(atPath: reaper.root.path))
    }

    /// While the process lives, the reaper waits and kills nothing.
    @Test func whileTheProcessLivesItsServersRun() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        #expect(ServerReaper.forThisProcess.process.isRunning)
        #expect(try await server.connection().command(["PING"]).string == "PONG")
        #expect(server.runningProcess != nil)
    }
}
