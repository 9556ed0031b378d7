import BattleNetCore
import Foundation
import Testing
@testable import BattleNetRedis

/// A real `redis-server` for one test: on a free loopback port, nothing saved to disk, killed at the
/// end (``stop()``), and restartable on the same port (``restart()``) to test a server that went away
/// and came back.
///
/// Where `redis-server` is missing, the Redis tests skip (``RedisServer/isUsable``) unless the `CI`
/// environment variable is set: under CI they run, and fail, so that a CI machine without Redis can
/// never pass by skipping them. `.ci/run` installs it.
final class RedisServer: @unchecked Sendable {
    /// The `redis-server` on `PATH` (or in the usual places), if any; `REDIS_SERVER` names another
    /// (a path that is not an executable stands for a machine without one).
    static let executable: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["REDIS_SERVER"] {
            return FileManager.default.isExecutableFile(atPath: chosen) ? URL(fileURLWithPath: chosen) : nil
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin", "/usr/sbin"]
        return folders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent("redis-server") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Whether the `CI` environment variable is set.
    static let underCI = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false

    /// Whether the Redis tests run: `redis-server` is installed, or the run is under CI (where a
    /// missing server fails them instead of skipping).
    static let isUsable = executable != nil || underCI

    /// Whether the timing checks are tight (`BNET_TIMING=1`: `.ci/run`'s timing step runs the Redis
    /// suites a second time on their own with it, one test at a time). In the main run every suite shares two cores, and a task
    /// can wait seconds for a thread: there the tests check what no delay can break (no more calls
    /// than the schedule has slots, waits at least as long as the slot, Redis's own state) and bound
    /// the rest against hanging only; the measured numbers are printed either way.
    static let strictTiming = ProcessInfo.processInfo.environment["BNET_TIMING"] == "1"

    /// Why the Redis tests skip, for `.enabled(if:)`.
    static let skipMessage: Comment = "redis-server is not installed (apt-get install redis-server, brew install redis); the Redis tests skip outside CI"

    private(set) var port: UInt16 = 0
    /// The `requirepass` password of the default user, if any.
    let password: String?
    /// More arguments, e.g. `--replicaof 127.0.0.1 PORT`.
    private let arguments: [String]
    /// A Sentinel's configuration: the server runs as a Sentinel (`--sentinel`) with it, written to a
    /// file in the server's folder (a Sentinel rewrites its file).
    private let sentinelConfiguration: String?
    /// The server's own working folder (`--dir`), removed with it: a replica writes the primary's
    /// data there (`dump.rdb`) on its first sync, and a server started in a folder that holds one
    /// loads it. In the test process's folder, every later test server would start with those keys.
    private let folder: URL
    private let reaper: ServerReaper
    private var process: Process?

    /// Starts a server on a free loopback port and waits until it answers `PING`.
    /// - Parameters:
    ///   - password: A password for the default user (`--requirepass`).
    ///   - arguments: More arguments, e.g. `["--replicaof", "127.0.0.1", "6379"]`.
    ///   - sentinelConfiguration: The lines of a Sentinel's configuration (`sentinel monitor …`): the
    ///     server is then a Sentinel.
    ///   - reaper: What kills the server if this process ends first (``ServerReaper/forThisProcess``).
    init(
        password: String? = nil, arguments: [String] = [], sentinelConfiguration: String? = nil,
        reaper: ServerReaper = .forThisProcess
    ) async throws {
        guard Self.executable != nil else {
            throw RedisServerError("redis-server is not installed, and CI is set: the Redis tests must run under CI (.ci/run installs it)")
        }
        self.password = password
        self.arguments = arguments
        self.sentinelConfiguration = sentinelConfiguration
        folder = try reaper.folder()
        self.reaper = reaper
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The system's free port can be taken by another test's outgoing connection before the server
        // binds it (the same ephemeral range): a server that exits at once gets another port.
        var tries = 0
        while true {
            port = try Self.freePort()
            do {
                try await start()
                return
            } catch let error as RedisServerError where error.exited && tries < 5 {
                tries += 1
            }
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The running server's process, if it runs.
    var runningProcess: Process? { process.flatMap { $0.isRunning ? $0 : nil } }

    /// The server's address, with its password when it has one.
    var endpoint: RedisEndpoint { RedisEndpoint(host: "127.0.0.1", port: port, password: password) }

    /// Starts `redis-server` (again) on ``port`` and waits until it answers.
    func start() async throws {
        guard process == nil, let executable = Self.executable else { return }
        let process = Process()
        process.executableURL = executable
        var arguments: [String] = []
        if let sentinelConfiguration {
            // Started again, it keeps the file it rewrote.
            let file = folder.appendingPathComponent("sentinel.conf")
            if !FileManager.default.fileExists(atPath: file.path) {
                try Data((sentinelConfiguration + "\n").utf8).write(to: file)
            }
            arguments = [file.path, "--sentinel"]
        }
        arguments += [
            "--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no",
            "--protected-mode", "no", "--loglevel", "warning", "--dir", folder.path,
        ]
        // The password of a test server on loopback; never a real one on a command line.
        if let password { arguments += ["--requirepass", password] }
        process.arguments = arguments + self.arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        reaper.started(process.processIdentifier)
        // A bound against hanging only: the suites start their servers all at once, which on a machine
        // busy with other work can take many seconds. Probed once more after the deadline: a test run
        // that kept this task waiting for a thread past it must not fail a server that is up.
        let deadline = ContinuousClock.now + .seconds(90)
        while true {
            if await answers(as: process.processIdentifier) { return }
            guard process.isRunning else {
                stop()
                throw RedisServerError("redis-server exited at once on 127.0.0.1:\(port) (the port was taken?)", exited: true)
            }
            if ContinuousClock.now > deadline { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        stop()
        throw RedisServerError("redis-server did not answer on 127.0.0.1:\(port)")
    }

    /// Stops the server at once, as a crash or `kill -9` would, and waits until it exited.
    ///
    /// SIGKILL, not SIGTERM: a child started from a test thread inherits that thread's signal mask,
    /// in which libdispatch blocks SIGTERM, so `redis-server` would never see a SIGTERM (nor would
    /// `Process.terminate()` end it). Nothing is saved (`--save ''`), so nothing is lost.
    func stop() {
        guard let process else { return }
        self.process = nil
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Stops the server and starts a fresh one (empty, another `run_id`) on the same port.
    func restart() async throws {
        stop()
        try await start()
    }

    /// A new connection to the server.
    func connection(timeout: Duration = .seconds(2)) -> RedisConnection {
        RedisConnection(endpoint: endpoint, timeout: timeout)
    }

    /// Whether the server on ``port`` answers and is process `pid`. Two tests can be handed the same
    /// free port: the second server then fails to bind it and exits, but until it has exited the
    /// first one answers on its port, and the second test must not take it for its own.
    private func answers(as pid: Int32) async -> Bool {
        let probe = RedisConnection(endpoint: endpoint, timeout: .seconds(2))
        defer { Task { await probe.close() } }
        do {
            let info = try await probe.command(["INFO", "server"]).string ?? ""
            let line = info.split(whereSeparator: \.isNewline).first { $0.hasPrefix("process_id:") }
            return line.map { Int32($0.dropFirst("process_id:".count).trimmingCharacters(in: .whitespaces)) } == pid
        } catch {
            return false
        }
    }

    /// A loopback port nothing listens on now (the system's choice for port 0).
    private static func freePort() throws -> UInt16 {
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { listener.close() }
        return listener.port
    }
}

/// Ends every server a test process started when that process ends, however it ends: a test that
/// fails, a crash, a `kill -9` of the test process.
///
/// Every server works in a folder under ``root`` (`--dir`, where `redis-server` changes directory).
/// A small shell process, the reaper, waits on a pipe whose only write end this process holds
/// (close-on-exec, so no child inherits it). When this process ends, the kernel closes that end; the
/// reaper's read returns, and it kills with SIGKILL every process whose working directory is under
/// ``root`` (on Linux; elsewhere every process listed in `root/pids`, see ``started(_:)``), then
/// removes the folder. Servers stopped normally are gone by then, so it finds nothing.
///
/// A server's command line cannot say whose it is: `redis-server` rewrites its process title.
final class ServerReaper: Sendable {
    /// The reaper of the running test process, started with its first server.
    static let forThisProcess: ServerReaper = {
        do {
            return try ServerReaper()
        } catch {
            fatalError("cannot start the test servers' reaper: \(error)")
        }
    }()

    /// The folder under which every server of this reaper has its own.
    let root: URL
    /// The reaper process, which ends once it has reaped.
    let process: Process
    /// The pipe's write end, open until ``release()`` or this process's end.
    private let writeEnd: Int32

    /// Starts a reaper for servers in a new folder under the temporary folder.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-servers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var ends: [Int32] = [0, 0]
        // Close-on-exec at once: a child spawned in between by `Process` would not keep it either (it
        // closes every other descriptor in the child), and one spawned otherwise only delays the reaping.
        guard pipe(&ends) == 0 else { throw RedisServerError("pipe failed: errno \(errno)") }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        writeEnd = ends[1]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The folder travels in the environment, not on the command line, so the reaper does not match itself.
        process.arguments = ["-c", Self.script]
        process.environment = ["BNET_REAP": root.path, "PATH": "/usr/bin:/bin:/usr/sbin:/sbin"]
        process.standardInput = FileHandle(fileDescriptor: ends[0], closeOnDealloc: false)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        defer { close(ends[0]) }
        do {
            try process.run()
        } catch {
            close(ends[1])
            throw error
        }
        self.process = process
    }

    /// Waits for the end of the pipe (every write end closed), then kills what names the folder.
    /// Ignores the signals a terminal or `timeout` sends, so that it outlives the test process to reap.
    static let script = #"""
        trap '' INT TERM HUP QUIT
        cat > /dev/null
        if [ -d /proc/self ]; then
          for entry in /proc/[0-9]*; do
            case "$(readlink "$entry/cwd" 2>/dev/null)" in
              "$BNET_REAP"/*) kill -9 "${entry#/proc/}" 2>/dev/null ;;
            esac
          done
        else
          for pid in $(cat "$BNET_REAP/pids" 2>/dev/null); do kill -9 "$pid" 2>/dev/null; done
        fi
        rm -rf "$BNET_REAP"
        """#

    /// A new empty folder for one server, under ``root``.
    func folder() throws -> URL {
        let folder = root.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Notes a started server's process id in `root/pids`, for systems without `/proc`.
    func started(_ pid: Int32) {
        let descriptor = open(root.appendingPathComponent("pids").path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let line = Array("\(pid)\n".utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Closes the write end as this process's end would: the reaper reaps now and exits.
    func release() {
        close(writeEnd)
    }
}

struct RedisServerError: Error, CustomStringConvertible {
    let description: String
    /// Whether the server exited before answering (another socket held the port).
    let exited: Bool
    init(_ description: String, exited: Bool = false) {
        self.description = description
        self.exited = exited
    }
}
