import BattleNetCore
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
