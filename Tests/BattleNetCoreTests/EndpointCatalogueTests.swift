import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

@Suite("Endpoint catalogue", .timeLimit(.minutes(2)))
struct EndpointCatalogueTests {
    static let text = """
        game\tfamily\tname\tmethod\tpath_template\tnamespace\ttoken\tnotes
        test\tt\ttestEcho\tGET\t/test/echo/{name}\tnone\tclient\t
        test\tt\ttestMount\tGET\t/data/wow/mount/{mountId}\tstatic\tclient\tid renamed
        test\tt\ttestUser\tGET\t/test/user\tnone\tuser\t
        test\tt\ttestMissing\tGET\t/test/missing\tnone\tclient\t
        other\to\totherThing\tGET\t/other\tnone\tclient\t
        """

    @Test func rowsAreReadByColumnName() {
        let catalogue = EndpointCatalogue(text: Self.text)
        #expect(catalogue.rows.count == 5)
        #expect(catalogue.rows(game: "test").map(\.name) == ["testEcho", "testMount", "testUser", "testMissing"])
        #expect(catalogue.rows(game: "test")[1]["notes"] == "id renamed")
        #expect(catalogue.rows(game: "test")[0]["no such column"] == "")
    }

    @Test func mismatchesNameEveryDifference() {
        let catalogue = EndpointCatalogue(text: Self.text)
        let mount = APIOperation<Echo, Int>("testMount", game: "test", "/data/wow/mount/{id}", namespace: .static)
        let declared = [TestOperations.echo.descriptor, mount.descriptor, TestOperations.userOnly.descriptor, TestOperations.profile.descriptor]
        #expect(catalogue.mismatches(game: "test", declared: declared) == [
            "testMount: template is /data/wow/mount/{id}, the catalogue says /data/wow/mount/{mountId}",
            "testMissing is in the catalogue but not declared",
            "testProfile is declared but not in the catalogue",
        ])
        #expect(catalogue.mismatches(game: "other", declared: []) == ["otherThing is in the catalogue but not declared"])
    }

    @Test func classicIDsAreDerivedAndTheirFlavorsCompared() {
        let catalogue = EndpointCatalogue(text: """
            game\tfamily\tname\tmethod\tpath_template\tnamespace\ttoken\tnotes\tflavors
            wow\tp\twowProtectedCharacterProfileSummary\tGET\t/profile/user/wow/protected-character/{realmId}-{characterId}\tprofile\tuser\t\tretail
            wow-classic\tp\twowClassicProtectedCharacterProfileSummary\tGET\t/profile/user/wow/protected-character/{realmId}-{characterId}\tprofile\tuser\t\tclassic,classic1x
            """)
        let declared = [TestOperations.protectedCharacter.descriptor]
        #expect(catalogue.mismatches(game: "wow", declared: declared) == [])
        #expect(catalogue.mismatches(game: "wow-classic", declared: declared) == [
            "wowClassicProtectedCharacterProfileSummary: flavors is classic,classic1x,classicann?, the catalogue says classic,classic1x",
        ])
    }

    @Test func theCatalogueShipsWithThePackageAndMatchesTheWorkspaceCopy() throws {
        let shipped = try EndpointCatalogue.shipped()
        #expect(shipped.rows.count == 334)
        #expect(shipped.rows(game: "d3").count == 20)
        // In the workspace, the copy must equal the catalogue it was taken from.
        if let url = EndpointCatalogue.workspaceURL() {
            let workspace = try String(contentsOf: url, encoding: .utf8)
            let copy = try String(contentsOf: try #require(EndpointCatalogue.shippedURL), encoding: .utf8)
            #expect(copy == workspace, "copy ../shared/api/endpoints.tsv to Sources/BattleNetTesting/Resources/endpoints.tsv")
        }
    }

    @Test func theWorkspaceCatalogueIsFoundFromATestFileWhenPresent() throws {
        let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/api/endpoints.tsv")
        let found = EndpointCatalogue.workspace()
        #expect((found != nil) == FileManager.default.fileExists(atPath: expected.path))
        if let found { #expect(found.rows(game: "d3").count == 20) }
        #expect(EndpointCatalogue.workspace(near: "/nonexistent/file.swift") == nil)
    }
}
