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

    /// The coverage table's caveat for `id`, from `Fixtures/COVERAGE.tsv`.
    static func coverageNote(of id: String) -> String? {
        (try? FixtureManifest(directory: fixtures))?.coverageNote(for: id)
    }

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
            // Retail and Classic recordings answer an operation through each of its catalogue ids.
            let check = manifest.checkRecordings(of: WoW.Operations.all) { operation in
                operation.descriptor.catalogueEntries.map(\.id).flatMap { manifest.entries(for: $0) }.filter { (200..<300).contains($0.status) }
            }
            #expect(check.problems == [])
            #expect(check.decoded >= 275, "\(check.decoded)")
            let wow = manifest.entries.filter { $0.file.hasPrefix("wow/") }
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.appendingPathComponent("wow").path)
            #expect(Set(files.map { "wow/" + $0 }) == Set(wow.map(\.file)), "every file has a manifest row and every row a file")
        }
    }
}
