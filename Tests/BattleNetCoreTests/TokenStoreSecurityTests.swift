@testable import BattleNetCore
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("SHA-256 against the NIST vectors", .timeLimit(.minutes(2)))
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func vector(message: String, digest: String) {
        #expect(SHA256.hex(message) == digest)
    }

    @Test func oneMillionAs() {
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func paddingBoundaries() {
        // 55, 56 and 64 bytes straddle the length field; each must differ from its neighbours.
        let digests = Set([55, 56, 57, 63, 64, 65].map { SHA256.hex([UInt8](repeating: 0x61, count: $0)) })
        #expect(digests.count == 6)
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 56)) == SHA256.hex(String(repeating: "a", count: 56)))
    }
}

/// A fresh folder path under the system's temporary folder (not created).
func scratchFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("bnet-store-\(UUID().uuidString)")
}

func mode(_ path: String) -> (mode: UInt32, owner: uid_t, size: Int)? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return (UInt32(info.st_mode) & 0o7777, info.st_uid, Int(info.st_size))
}

/// Collects values from several threads.
final class Collected<Value: Sendable>: @unchecked Sendable {   // guarded by `lock`
    private let lock = NSLock()
    private var items: [Value] = []
    func append(_ value: Value) { lock.withLock { items.append(value) } }
    var values: [Value] { lock.withLock { items } }
}

@Suite("Token files are never readable by others", .timeLimit(.minutes(2)))
struct FileTokenStoreSecurityTests {
    let token = AccessToken(value: "tok-FILE-SECRET-123", kind: .client, expiresAt: .distantFuture)

    @Test func theTemporaryFileIs0600AndEmptyWhenItAppears() async throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let seen = Collected<(mode: UInt32, owner: uid_t, size: Int, folder: UInt32)>()
        let store = FileTokenStore(directory: directory) { path in
            guard let file = mode(path), let folder = mode(directory.path) else { return }
            seen.append((file.mode, file.owner, file.size, folder.mode))
        }
        for index in 0..<5 { try await store.setToken(token, forKey: "client.\(index)") }
        #expect(seen.values.count == 5)
        for state in seen.values {
            #expect(state.mode == 0o600)
            #expect(state.size == 0)          // created with its mode before a byte is written
            #expect(state.owner == geteuid())
            #expect(state.folder == 0o700)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.count == 5)
        for file in files { #expect(mode(directory.appendingPathComponent(file).path)?.mode == 0o600) }
    }

    @Test func aWatcherNeverSeesAFileOthersCouldRead() async throws {
        // What another local user would do: list the folder and look at every file while tokens are written.
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileTokenStore(directory: directory)
        try await store.setToken(token, forKey: "warm-up")
        let loose = Collected<String>()
        let observed = Collected<Int>()
        let done = Locked(false)
        let watcher = Thread {
            while !done.value {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
                    guard let state = mode(directory.appendingPathComponent(name).path) else { continue }
                    observed.append(1)
                    if state.mode & 0o077 != 0 { loose.append("\(name) \(String(state.mode, radix: 8))") }
                }
                usleep(50)
            }
        }
        watcher.start()
        for index in 0..<300 { try await store.setToken(token, forKey: "client.\(index % 3)") }
        done.set(true)
        #expect(observed.values.count > 0)
        #expect(loose.values.isEmpty, "readable by others: \(loose.values.prefix(3))")
    }

    @Test func aLooseFolderIsRefused() async throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileTokenStore(directory: directory)
        try await store.setToken(token, forKey: "k")
        chmod(directory.path, 0o755)
        let read = await #expect(throws: BattleNetError.self) { try await store.token(forKey: "k") }
        #expect(read?.kind == .invalidConfiguration)
        #expect(read?.message.contains("chmod 700") == true)
        await #expect(throws: BattleNetError.self) { try await store.setToken(token, forKey: "k") }
        // A pre-existing loose folder is not adopted either.
        let other = scratchFolder()
        defer { try? FileManager.default.removeItem(at: other) }
        mkdir(other.path, 0o777)
        chmod(other.path, 0o777)
        await #expect(throws: BattleNetError.self) { try await FileTokenStore(directory: other).setToken(token, forKey: "k") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: other.path).isEmpty)
    }

    @Test func aFolderThatIsALinkIsRefused() async throws {
        let real = scratchFolder(), link = scratchFolder()
        defer { try? FileManager.default.removeItem(at: real); try? FileManager.default.removeItem(at: link) }
        mkdir(real.path, 0o700)
        symlink(real.path, link.path)
        await #expect(throws: BattleNetError.self) { try await FileTokenStore(directory: link).setToken(token, forKey: "k") }
    }

    @Test func aFolderOfAnotherUserIsRefused() async throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        if geteuid() == 0 {
            mkdir(directory.path, 0o700)
            #expect(chown(directory.path, 65534, 65534) == 0)
        }
        // Without root, a folder of another user that exists on every system: the user database's root home.
        let path = geteuid() == 0 ? directory : URL(fileURLWithPath: "/root")
        let error = await #expect(throws: BattleNetError.self) { try await FileTokenStore(directory: path).setToken(token, forKey: "k") }
        #expect(error?.message.contains("another user") == true)
    }

    @Test(.enabled(if: geteuid() == 0, "making a file owned by someone else needs root"))
    func aPrivateFileOfAnotherUserIsRefused() async throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileTokenStore(directory: directory)
        try await store.setToken(token, forKey: "k")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path).first)
        let path = directory.appendingPathComponent(file).path
        #expect(mode(path)?.mode == 0o600)
        #expect(chown(path, 65534, 65534) == 0)
        let error = await #expect(throws: BattleNetError.self) { try await store.token(forKey: "k") }
        #expect(error?.message.contains("another user") == true)
    }

    @Test func aFileOthersCanReadIsRefused() async throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileTokenStore(directory: directory)
        try await store.setToken(token, forKey: "k")
        #expect(try await store.token(forKey: "k") == token)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path).first)
        chmod(directory.appendingPathComponent(file).path, 0o640)
        let error = await #expect(throws: BattleNetError.self) { try await store.token(forKey: "k") }
        #expect(error?.message.contains("chmod 600") == true)
    }

    @Test func keysThatDifferOnlyInPunctuationUseDifferentFiles() async throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileTokenStore(directory: directory)
        let other = AccessToken(value: "tok-OTHER", kind: .client, expiresAt: .distantFuture)
        try await store.setToken(token, forKey: "client.stand.in.client.127.0.0.1")
        try await store.setToken(other, forKey: "client.stand in client.127.0.0.1")
        #expect(try await store.token(forKey: "client.stand.in.client.127.0.0.1") == token)
        #expect(try await store.token(forKey: "client.stand in client.127.0.0.1") == other)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 2)
    }

    @Test func theDefaultFolderIsPerUserAndNeverShared() throws {
        #expect(try FileTokenStore.defaultDirectory(environment: ["XDG_CACHE_HOME": "/home/ana/.cache"]).path == "/home/ana/.cache/bnet")
        #if !canImport(Darwin)
        #expect(try FileTokenStore.defaultDirectory(environment: ["HOME": "/home/ana"]).path == "/home/ana/.cache/bnet")
        // A relative XDG_CACHE_HOME is ignored, as the XDG spec says.
        #expect(try FileTokenStore.defaultDirectory(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/ana"]).path
            == "/home/ana/.cache/bnet")
        // Without HOME: the user database's home, never the shared temporary folder.
        let fallback = try FileTokenStore.defaultDirectory(environment: [:])
        let home = try #require(FileSystem.homeFromUserDatabase())
        #expect(fallback.path == home + "/.cache/bnet")
        #expect(!fallback.path.hasPrefix(FileManager.default.temporaryDirectory.path))
        #expect(!fallback.path.hasPrefix("/tmp"))
        #endif
    }
}

/// A flag shared with a thread.
final class Locked<Value: Sendable>: @unchecked Sendable {   // guarded by `lock`
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
}
