import BattleNetCore
import Foundation

/// The checks that keep a game module's declarations and everything derived from them in agreement,
/// so that adding an endpoint means writing its declaration and its model only.
///
/// ```swift
/// @Test func declarationsAgreeWithEverythingDerivedFromThem() throws {
///     #expect(try DeclarationChecks.problems(operations: D3.Operations.all, manifest: try .recorded()) == [])
/// }
/// ```
///
/// The generated `OperationList.swift` files are checked by `swift run bnet-generate --check`.
package enum DeclarationChecks {
    /// Every disagreement between the declarations of one module and what follows from them:
    /// - an argument list that fills more or fewer path parameters than the template has;
    /// - a row of the shipped catalogue (for each game the module declares) without a declaration,
    ///   a declaration without a row, or a method, template, namespace, token or flavors that differ;
    /// - an operation without the name of its generated call (`OperationDescriptor.swiftName`), a
    ///   call whose labels are not the ones the declaration states, or a label ending in `Id` or `Slug`;
    /// - a recorded request whose path does not read back through the declared argument types into
    ///   the same path.
    ///
    /// `notYetDeclared` lists catalogue ids the module leaves for a later step (see
    /// ``EndpointCatalogue/mismatches(game:declared:notYetDeclared:)``).
    /// - Throws: when the catalogue or the fixtures cannot be read.
    package static func problems(
        operations: [AnyAPIOperation], manifest: FixtureManifest, notYetDeclared: Set<String> = []
    ) throws -> [String] {
        var problems: [String] = []
        let descriptors = operations.map(\.descriptor)
        for descriptor in descriptors {
            let filled = descriptor.arguments.flatMap(\.parameters)
            if filled != descriptor.template.parameters {
                problems.append("\(descriptor.id): its argument types fill \(filled) but the template has \(descriptor.template.parameters)")
            }
        }
        let catalogue = try EndpointCatalogue.shipped()
        let games = Set(descriptors.flatMap { $0.catalogueEntries.map(\.game.rawValue) })
        for game in games.sorted() {
            problems += catalogue.mismatches(game: game, declared: descriptors, notYetDeclared: notYetDeclared)
        }
        let catalogued = Set(catalogue.rows.map(\.name))
        for id in notYetDeclared.sorted() where !catalogued.contains(id) {
            problems.append("\(id) is listed as not yet declared but is not in the catalogue")
        }
        for descriptor in descriptors {
            guard let swiftName = descriptor.swiftName else {
                problems.append("\(descriptor.id): no generated call names it (run `swift run bnet-generate`)")
                continue
            }
            let labels = labels(of: swiftName)
            if let stated = descriptor.labels, stated != labels {
                problems.append("\(descriptor.id): the declaration states the labels \(stated) but its call is \(swiftName)")
            }
            for label in labels where label.hasSuffix("Id") || label.hasSuffix("Slug") || (label.hasSuffix("ID") && !idLabels.contains(label)) {
                problems.append("\(descriptor.id): the label `\(label)` of \(swiftName) ends in Id, ID or Slug")
            }
        }
        for operation in operations {
            let template = operation.descriptor.template
            for id in operation.descriptor.catalogueEntries.map(\.id) {
                for entry in manifest.entries(for: id) {
                    // A recording of a value with `/` in the last parameter, sent unencoded (the recorded
                    // deck codes): the extra segments belong to that parameter.
                    guard let values = template.matchSpanningLast(entry.path) else {
                        problems.append("\(id): the recorded path \(entry.path) does not fit \(template)")
                        continue
                    }
                    do {
                        let built = try operation.endpoint(arguments: values).path()
                        if (built.removingPercentEncoding ?? built) != entry.path {
                            problems.append("\(id): the recorded path \(entry.path) reads back as \(built)")
                        }
                    } catch {
                        problems.append("\(id): the recorded path \(entry.path) is refused: \(error.message)")
                    }
                }
            }
        }
        return problems
    }

    /// The labels that end in `ID`: a number that stands beside a typed form of the same thing
    /// (`realmID: Int` beside `realm: RealmSlug`), as bnet-generate's list of meanings names them.
    package static let idLabels: Set<String> = ["realmID", "regionID", "profileID"]

    /// The argument labels of a call's name: `hero(battleTag:id:)` → `battleTag`, `id`; `_` for an
    /// unlabeled argument.
    package static func labels(of swiftName: String) -> [String] {
        guard let open = swiftName.firstIndex(of: "("), swiftName.hasSuffix(")") else { return [] }
        return swiftName[swiftName.index(after: open)..<swiftName.index(before: swiftName.endIndex)]
            .split(separator: ":").map(String.init)
    }
}
