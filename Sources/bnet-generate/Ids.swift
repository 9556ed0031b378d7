/// Operation ids: derived from the game and the declaration's name, stated only where Blizzard's
/// catalogue spells one otherwise.
///
/// `d3` and `act` give `d3Act`; `wow` and `classicAuctions` give `wowClassicAuctions` (whose game,
/// in the catalogue and at run time, is `wow-classic`). The generated list declares every id as
/// `<Namespace>.Operations.ID.<name>`, and each declaration passes its own: `APIOperation<D3.Act,
/// Int>(ID.act, "/d3/data/act/{actId}")`. A declaration whose catalogue id differs states it as a
/// string literal instead (`"d3ApiSkill"` for `skill`); one that states the derived id is refused.
enum Ids {
    /// `prefix` followed by `name` with its first letter uppercased: `d3` + `act` → `d3Act`.
    static func derived(prefix: String, name: String) -> String {
        guard let first = name.first else { return prefix }
        return prefix + first.uppercased() + name.dropFirst()
    }

    /// The generated `ID` enum of a game's operations, indented for `extension <Namespace>.Operations`.
    static func idEnum(_ game: GameModule, _ operations: [DeclaredOperation]) -> [String] {
        let example = operations.first { $0.declaration.statedID == nil }?.name ?? "name"
        var lines = [
            "    /// The catalogue id of each operation, by the declaration's name: the game and the name",
            "    /// (`\(game.idPrefix)` + `\(example)` is `\(derived(prefix: game.idPrefix, name: example))`), or the id the declaration states where Blizzard's",
            "    /// catalogue spells it otherwise. Each declaration passes its own: `APIOperation<…>(ID.<name>, \"/path\")`.",
            "    package enum ID {",
        ]
        for operation in operations {
            let stated = operation.declaration.statedID.map { _ in "  // stated by the declaration" } ?? ""
            lines.append("        package static let \(Labels.parameterName(operation.name)) = \"\(operation.declaration.id)\"\(stated)")
        }
        lines.append("    }")
        return lines
    }
}
