import BattleNetCore
import BattleNetD3
import BattleNetSC2
import BattleNetWoW

/// Every operation `bnet` knows, across games, and the catalogue ids they answer.
enum Catalog {
    static let operations: [AnyAPIOperation] = D3.Operations.all + SC2.Operations.all + WoW.Operations.all

    /// A catalogue id with the declaration that serves it (`wowClassicItem` → the `wowItem` declaration).
    struct Resolved {
        let operation: AnyAPIOperation
        let entry: CatalogueEntry
    }

    /// Every catalogue id, in declaration order.
    static let entries: [Resolved] = operations.flatMap { operation in
        operation.descriptor.catalogueEntries.map { Resolved(operation: operation, entry: $0) }
    }

    static func resolve(_ id: String) -> Resolved? {
        entries.first { $0.entry.id == id } ?? entries.first { $0.entry.id.caseInsensitiveCompare(id) == .orderedSame }
    }
}
