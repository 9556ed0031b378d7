import Foundation
import Testing

/// The README's coverage table is generated from the declarations (`bnet endpoints --format markdown`);
/// a test compares it with the README and fails when it is stale.
///
/// `BNET_UPDATE_GENERATED=1 swift test` rewrites the table instead, except under CI (`BNET_CI` set, as
/// `.ci/run` sets it), where a stale table always fails. The operation lists are not written by tests:
/// `swift run bnet-generate` writes them and `--check` checks them.
enum GeneratedText {
    /// The environment variable that lets the check rewrite a stale README table instead of failing.
    static let updateVariable = "BNET_UPDATE_GENERATED"

    /// Whether `file` holds `expected`; when it does not and ``updateVariable`` is set, rewrites it,
    /// except under CI (`BNET_CI` set), where a stale file always fails.
    /// - Returns: `true` when the file was current (or has just been rewritten).
    /// - Throws: the file system's error when a rewrite fails.
    static func isCurrent(
        _ file: URL, expected: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Bool {
        let current = try? String(contentsOf: file, encoding: .utf8)
        if current == expected { return true }
        guard environment[updateVariable] == "1", environment["BNET_CI"] == nil else { return false }
        try expected.write(to: file, atomically: true, encoding: .utf8)
        return true
    }

    /// `text` with the part between `begin` and `end` (marker lines kept) replaced by `section`;
    /// `nil` when a marker is missing.
    static func replacingSection(of text: String, begin: String, end: String, with section: String) -> String? {
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else { return nil }
        return String(text[..<start.upperBound]) + "\n" + section + String(text[stop.lowerBound...])
    }
}

@Suite("Generated README table under CI", .timeLimit(.minutes(2)))
struct GeneratedUnderCITests {
    @Test func aStaleFileFailsUnderCIEvenWithTheUpdateVariable() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-generated-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: file) }
        try "stale".write(to: file, atomically: true, encoding: .utf8)
        let update = [GeneratedText.updateVariable: "1"]
        #expect(try !GeneratedText.isCurrent(file, expected: "fresh", environment: update.merging(["BNET_CI": "1"]) { $1 }))
        #expect(try String(contentsOf: file, encoding: .utf8) == "stale")
        // Outside CI the variable still rewrites it.
        #expect(try GeneratedText.isCurrent(file, expected: "fresh", environment: update))
        #expect(try String(contentsOf: file, encoding: .utf8) == "fresh")
    }
}
