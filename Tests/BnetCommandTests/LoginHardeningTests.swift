import BattleNetCore
import BattleNetTesting
@testable import BnetCommand
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Issue 22, item 4: the browser opener gets an allow-listed environment, never the client secret.
@Suite("bnet login: what the browser opener receives", .timeLimit(.minutes(1)))
struct OpenerEnvironmentTests {
    @Test func onlyTheAllowListedVariablesAreKept() {
        let given = [
            "PATH": "/bin", "HOME": "/home/u", "LANG": "C.UTF-8", "LC_ALL": "C", "LC_TIME": "C", "DISPLAY": ":0",
            "WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1", "XDG_CURRENT_DESKTOP": "GNOME",
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1/bus", "BROWSER": "firefox",
            "BNET_CLIENT_SECRET": "s", "BNET_CLIENT_ID": "i", "HTTPS_PROXY": "http://u:p@proxy", "http_proxy": "x",
            "LD_PRELOAD": "/tmp/x.so", "XDGX": "no", "PATHX": "no", "LCALL": "no",
        ]
        let kept = Context.openerEnvironment(from: given)
        #expect(Set(kept.keys) == [
            "PATH", "HOME", "LANG", "LC_ALL", "LC_TIME", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "XDG_CURRENT_DESKTOP",
            "DBUS_SESSION_BUS_ADDRESS", "BROWSER",
        ])
        #expect(kept["LC_ALL"] == "C" && kept["PATH"] == "/bin")
    }

    #if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
    @Test func theOpenerSeesNeitherTheSecretNorTheProcessEnvironment() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-opener-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        let dumped = folder.appendingPathComponent("env.txt")
        let opener = folder.appendingPathComponent(Context.browserOpener)
        try Data("#!/bin/sh\n/usr/bin/env > '\(dumped.path).part' && /bin/mv '\(dumped.path).part' '\(dumped.path)'\n".utf8).write(to: opener)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: opener.path)
        // A variable of this process that bnet's environment does not list: must not reach the opener either.
        let processOnly = "BNET_TEST_PROCESS_ONLY_\(UInt32.random(in: 0 ... .max))"
        setenv(processOnly, "leaked", 1)
        defer { unsetenv(processOnly) }
        let environment = [
            "PATH": folder.path, "HOME": folder.path, "LC_ALL": "C", "XDG_RUNTIME_DIR": folder.path, "BROWSER": "none",
            "BNET_CLIENT_ID": "cli-id", "BNET_CLIENT_SECRET": "planted-secret-value", "HTTPS_PROXY": "http://user:proxy-password@proxy:3128",
        ]
        let captured = Captured()
        let run = try context(["login"], environment: environment, console: captured.console)
        #expect(run.openBrowser(URL(string: "http://127.0.0.1:8375/start/nonce")!))
        var text: String?
        for _ in 0..<500 where text == nil {
            text = try? String(contentsOf: dumped, encoding: .utf8)
            if text == nil { try await Task.sleep(for: .milliseconds(10)) }
        }
        let seen = try #require(text)
        let names = Set(seen.split(separator: "\n").compactMap { $0.split(separator: "=", maxSplits: 1).first.map(String.init) })
        #expect(!seen.contains("planted-secret-value") && !seen.contains("proxy-password") && !seen.contains("leaked"), "\(seen)")
        #expect(!names.contains("BNET_CLIENT_SECRET") && !names.contains("BNET_CLIENT_ID") && !names.contains(processOnly))
        // The shell may add PWD, SHLVL or _; every other name is one of the allow-list's.
        let extra = names.subtracting(["PATH", "HOME", "LC_ALL", "XDG_RUNTIME_DIR", "BROWSER", "PWD", "SHLVL", "_", "OLDPWD"])
        #expect(extra.isEmpty, "\(extra)")
        #expect(names.isSuperset(of: ["PATH", "HOME", "LC_ALL", "XDG_RUNTIME_DIR", "BROWSER"]))
    }
    #endif
}

/// Issue 22, item 2 for `--paste`: the authorize URL (which carries the state) goes to stdout only.
@Suite("bnet login --paste keeps the state off command lines", .timeLimit(.minutes(1)))
struct PasteOpenerTests {
    @Test func pasteModeNeverHandsTheAuthorizeURLToAnOpener() async throws {
        let cache = try CacheFolder()
        defer { cache.remove() }
        let bin = cache.url.appendingPathComponent("bin", isDirectory: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let opened = cache.url.appendingPathComponent("opened.txt")
        let opener = bin.appendingPathComponent(Context.browserOpener)
        try Data("#!/bin/sh\nprintf '%s' \"$1\" > '\(opened.path)'\n".utf8).write(to: opener)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: opener.path)
        let environment = ["BNET_CLIENT_ID": "cli-id", "BNET_CLIENT_SECRET": "cli-secret-value", "XDG_CACHE_HOME": cache.url.path,
                           "PATH": bin.path]
        let captured = Captured()
        var console = captured.console
        console.readLine = {
            try? await Task.sleep(for: .milliseconds(300))  // time for an opener, had one been started
            return nil
        }
        let code = await BnetCommand.run(
            arguments: ["login", "--paste", "--redirect-uri", "https://app.example.com/bnet/callback"], environment: environment,
            console: console, transport: StubTransport(), tokenStore: InMemoryTokenStore()
        )
        #expect(code == 2, "\(captured.err)")
        #expect(captured.out.contains("/authorize?") && captured.out.contains("state="), "the address is printed for the user")
        #expect(!FileManager.default.fileExists(atPath: opened.path), "an opener received the state on its command line")
    }
}
