import BattleNetCore
import Foundation

/// The checks that keep a game module's declarations and everything derived from them in agreement,
/// so that adding an endpoint means writing its declaration and its model only.
///
/// ```swift
/// @Test func declarationsAgreeWithEverythingDerivedFromThem() throws {
///     #expect(try DeclarationChecks.problems(
///         namespace: "D3", gameName: "Diablo III", operations: D3.Operations.all,
///         sources: packageRoot.appending(path: "Sources/BattleNetD3")
///     ) == [])
/// }
/// ```
public enum DeclarationChecks {
    /// Every disagreement between the declarations of one module and what follows from them:
    /// - an argument list that fills more or fewer path parameters than the template has;
    /// - a row of the shipped catalogue (for each game the module declares) without a declaration,
    ///   a declaration without a row, or a method, template, namespace, token or flavors that differ;
    /// - a stale generated `OperationList.swift` (rewritten instead with `BNET_UPDATE_GENERATED=1`);
    /// - a recorded request whose path does not read back through the declared argument types into
    ///   the same path.
    ///
    /// `notYetDeclared` lists catalogue ids the module leaves for a later step (see
    /// ``EndpointCatalogue/mismatches(game:declared:notYetDeclared:)``).
    /// - Throws: when the sources, the catalogue or the fixtures cannot be read.
    public static func problems(
        namespace: String, gameName: String, operations: [AnyAPIOperation], sources: URL,
        manifest: FixtureManifest, notYetDeclared: Set<String> = []
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
        let names = try GeneratedSources.declarations(in: sources)
        let list = sources.appendingPathComponent("OperationList.swift")
        let expected = GeneratedSources.operationList(namespace: namespace, gameName: gameName, declarations: names)
        if try !GeneratedSources.isCurrent(list, expected: expected) {
            problems.append("\(list.lastPathComponent) is stale: run `\(GeneratedSources.updateVariable)=1 swift test`")
        }
        if operations.count != names.count {
            problems.append("\(namespace).Operations.all has \(operations.count) operations but \(names.count) are declared")
        }
        for operation in operations {
            let template = operation.descriptor.template
            for id in operation.descriptor.catalogueEntries.map(\.id) {
                for entry in manifest.entries(for: id) {
                    guard let values = template.match(entry.path) else {
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
}
