import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

/// The WoW declarations against Blizzard's endpoint list, the fixture manifest and the paths they build.
@Suite("WoW catalogue", .timeLimit(.minutes(2)))
struct CatalogTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Catalogue rows not declared yet, each group removed when its declarations land; the check
    /// fails when a listed id is declared, so the list stays true.
    static let notYetDeclared: Set<String> = []

    @Test func declarationsAgreeWithTheCatalogueTheGeneratedCallsAndTheRecordedPaths() throws {
        #expect(try DeclarationChecks.problems(
            operations: WoW.Operations.all, manifest: try .recorded(),
            notYetDeclared: Self.notYetDeclared
        ) == [])
        let declared = WoW.Operations.all.map(\.descriptor)
        #expect(Set(declared.map(\.id)).count == declared.count)
        #expect(declared.allSatisfy { $0.namespace != nil && $0.flavors != nil })
    }

    @Test func everyRecordingOfADeclaredOperationDecodesAndUnrecordedOnesSaySo() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            let manifest = try FixtureManifest(directory: Self.fixtures)
            for operation in WoW.Operations.all {
                let ids = operation.descriptor.catalogueEntries.map(\.id)
                let entries = ids.flatMap { manifest.entries(for: $0) }.filter { (200..<300).contains($0.status) }
                // An operation without a recording says so in its coverage note (never an invented fixture).
                let saysUnrecorded = operation.descriptor.coverageNote?.contains("no recording") == true
                #expect(entries.isEmpty == saysUnrecorded, "\(operation.descriptor.id): recordings and coverage note disagree")
                for entry in entries {
                    #expect(throws: Never.self, "\(entry.file)") {
                        let body = try manifest.body(of: entry)
                        let kept = FixtureManifest.scalarValues(of: try operation.reencode(body))
                        let sent = FixtureManifest.scalarValues(of: body)  // empty for a body of empty arrays only
                        #expect(sent.isEmpty || !kept.isDisjoint(with: sent), "\(entry.file): the model kept none of the body's values")
                    }
                }
            }
            let wow = manifest.entries.filter { $0.file.hasPrefix("wow/") }
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.appendingPathComponent("wow").path)
            #expect(Set(files.map { "wow/" + $0 }) == Set(wow.map(\.file)), "every file has a manifest row and every row a file")
        }
    }
}
