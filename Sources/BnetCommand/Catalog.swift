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
        // An exact declared id first, building only that declaration: `all` declares every operation of
        // every game, which costs a start-up of `bnet` tens of milliseconds.
        if let operation = D3.Operations.operation(declaredAs: id) ?? SC2.Operations.operation(declaredAs: id)
            ?? WoW.Operations.operation(declaredAs: id),
            let entry = operation.descriptor.catalogueEntries.first(where: { $0.id == id }) {
            return Resolved(operation: operation, entry: entry)
        }
        return entries.first { $0.entry.id == id } ?? entries.first { $0.entry.id.caseInsensitiveCompare(id) == .orderedSame }
    }
}
