import BattleNetCore
import BattleNetD3
import BattleNetSC2

/// Every operation `bnet` knows, across games.
enum Catalog {
    static let operations: [AnyOperation] = D3.Operations.all + SC2.Operations.all

    static func operation(_ id: String) -> AnyOperation? {
        operations.first { $0.descriptor.id == id }
            ?? operations.first { $0.descriptor.id.caseInsensitiveCompare(id) == .orderedSame }
    }
}
