import BattleNetCore
import BattleNetD3
import BattleNetSC2
import BattleNetWoW
@testable import BnetCommand
import Testing

/// `bnet` resolves an id by building only its declaration (`operation(declaredAs:)`), and finds the same
/// declaration the full catalogue does.
@Suite("bnet catalogue lookup", .timeLimit(.minutes(2)))
struct CatalogResolveTests {
    @Test func everyDeclarationIsFoundByItsOwnIdAlone() {
        let games: [([AnyAPIOperation], (String) -> AnyAPIOperation?)] = [
            (D3.Operations.all, D3.Operations.operation(declaredAs:)),
            (SC2.Operations.all, SC2.Operations.operation(declaredAs:)),
            (WoW.Operations.all, WoW.Operations.operation(declaredAs:)),
        ]
        var checked = 0
        for (operations, lookup) in games {
            for operation in operations {
                #expect(lookup(operation.descriptor.id)?.descriptor.id == operation.descriptor.id, "\(operation.descriptor.id)")
                checked += 1
            }
        }
        #expect(checked == 20 + 22 + 213)
        #expect(WoW.Operations.operation(declaredAs: "d3Act") == nil)
        #expect(WoW.Operations.operation(declaredAs: "wowClassicItem") == nil, "a Classic twin is not a declaration's own id")
    }

    @Test func resolvingFindsTheCatalogueEntryOfEveryId() {
        for resolved in Catalog.entries {
            let found = Catalog.resolve(resolved.entry.id)
            #expect(found?.entry.id == resolved.entry.id)
            #expect(found?.operation.descriptor.id == resolved.operation.descriptor.id)
        }
        #expect(Catalog.resolve("wowclassicitem")?.entry.id == "wowClassicItem", "case-insensitive, through the catalogue")
        #expect(Catalog.resolve("noSuchOperation") == nil)
    }
}
