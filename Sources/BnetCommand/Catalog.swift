import BattleNetCore
import BattleNetD3
import BattleNetHearthstone
import BattleNetSC2
import BattleNetWoW

/// Every operation `bnet` knows, across games, and the catalogue ids they answer.
enum Catalog {
    static let operations: [AnyAPIOperation] = D3.Operations.all + SC2.Operations.all + WoW.Operations.all + Hearthstone.Operations.all

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
            ?? WoW.Operations.operation(declaredAs: id) ?? Hearthstone.Operations.operation(declaredAs: id),
            let entry = operation.descriptor.catalogueEntries.first(where: { $0.id == id }) {
            return Resolved(operation: operation, entry: entry)
        }
        return entries.first { $0.entry.id == id } ?? entries.first { $0.entry.id.caseInsensitiveCompare(id) == .orderedSame }
    }

    /// The Swift call of a catalogue id, e.g. `client.wow.item(id:)`; a Classic id names the flavor it
    /// is called with by default (`client.wow.flavor(.classic).item(id:)`). Empty for an operation
    /// no generated list names.
    static func swiftCall(_ row: Resolved) -> String {
        let descriptor = row.operation.descriptor
        guard let name = descriptor.swiftName else { return "" }
        let member = switch descriptor.game {
        case .wowClassic: BattleNetGame.wow.rawValue
        case .hearthstone: "hearthstone"
        default: descriptor.game.rawValue
        }
        var flavor = ""
        if row.entry.game == .wowClassic, let chosen = row.entry.defaultFlavor {
            let cases: [GameFlavor: String] = [.retail: "retail", .classic: "classic", .classicEra: "classicEra", .classicAnniversary: "classicAnniversary"]
            flavor = ".flavor(.\(cases[chosen] ?? chosen.rawValue))"
        }
        return "client.\(member)\(flavor).\(name)"
    }
}
