import Foundation
import Testing
@testable import bnet_generate

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("bnet-generate: the tokenizer", .timeLimit(.minutes(1)))
struct TokenizerTests {
    @Test func stepsOverCommentsAndStringsAndKeepsDocLines() throws {
        let source = """
            /* a /* nested */ comment */ let a = "x\\"y" // trailing
            /// Doc line.
            let b = "\\(f("(")) and \\(g)" + #"raw "quoted" \\(not)"# + \"\"\"
                multi
                "line"
                \"\"\"
            let c = `class`
            """
        let tokens = try Tokenizer.tokens(of: source)
        let strings = tokens.filter { $0.kind == .string }
        #expect(strings.count == 4)
        #expect(strings.prefix(3).map(\.text) == ["x\"y", " and ", #"raw "quoted" \(not)"#])
        #expect(strings.map(\.isPlain) == [true, false, true, false])
        #expect(tokens.filter { $0.kind == .documentation }.map(\.text) == ["Doc line."])
        #expect(tokens.first { $0.isIdentifier("b") }?.line == 3)
        #expect(tokens.first { $0.isIdentifier("c") }?.line == 7)
        #expect(tokens.last?.isIdentifier("class") == true)
        #expect(!tokens.contains { $0.isIdentifier("comment") || $0.isIdentifier("trailing") })
    }

    @Test func anUnterminatedStringNamesItsLine() {
        #expect(throws: TokenizerError.self) { try Tokenizer.tokens(of: "let a = 1\nlet b = \"open\n") }
        do {
            _ = try Tokenizer.tokens(of: "let a = 1\nlet b = \"open\n")
        } catch {
            #expect(error.line == 2)
        }
    }
}

@Suite("bnet-generate: reading declarations", .timeLimit(.minutes(1)))
struct DeclarationReaderTests {
    static let form = """
        import Foundation

        extension D3.Operations {
            /// **Act**: one act and its quests,
            /// on two lines.
            ///
            /// More text.
            /// - Remark: HTTP GET /d3/data/act/{actId}
            package static let act = APIOperation<D3.Act, Int>("d3Act", game: .d3, "/d3/data/act/{actId}")

            /// A profile.
            package static let hero = APIOperation<D3.Hero, BattleTag, Int>(
                "d3ProfileHero", game: .d3, "/d3/profile/{account}/hero/{heroId}",
                note: "a \\(interpolated) note, [and] (brackets)", labels: ["battleTag", "id"]
            )

            /// Not an operation.
            package static let other = 3
        }

        /// ```swift
        /// package static let example = APIOperation<D3.Act, Int>("d3Act", game: .d3, "/x")
        /// ```
        extension D3 {}
        """

    func read(_ source: String) throws(SourceError) -> [Declaration] {
        try DeclarationReader(file: "Sources/X/File.swift", source: source, namespace: "D3").declarations()
    }

    @Test func readsTheDocumentedForm() throws {
        let declarations = try read(Self.form)
        #expect(declarations.count == 2, "a declaration in a doc comment is not read")
        let act = try #require(declarations.first)
        #expect(act.name == "act")
        #expect(act.model == "D3.Act")
        #expect(act.arguments == ["Int"])
        #expect(act.id == "d3Act")
        #expect(act.template == "/d3/data/act/{actId}")
        #expect(act.parameters == ["actId"])
        #expect(act.summary == ["**Act**: one act and its quests,", "on two lines."])
        #expect(act.statedLabels == nil)
        #expect(act.line == 9)
        let hero = try #require(declarations.last)
        #expect(hero.arguments == ["BattleTag", "Int"])
        #expect(hero.statedLabels == ["battleTag", "id"])
        #expect(hero.parameters == ["account", "heroId"])
    }

    @Test func readsNestedGenericTypes() throws {
        let source = """
            extension D3.Operations {
                package static let search = APIOperation<WoW.SearchPage<WoW.ItemSearchDocument>>("wowItemSearch", game: .wow, "/data/wow/search/item")
                package static let list = APIOperation<[D3.ItemTypeSummary], [String: Int]>("d3ItemTypeIndex", game: .d3, "/d3/data/item-type/{x}")
            }
            """
        let declarations = try read(source)
        #expect(declarations.map(\.model) == ["WoW.SearchPage<WoW.ItemSearchDocument>", "[D3.ItemTypeSummary]"])
        #expect(declarations.last?.arguments == ["[String: Int]"])
    }

    /// Each source the reader refuses, with the line and the start of the message it reports.
    @Test("anything else that declares an operation fails with file:line", arguments: [
        ("extension D3.Operations {\n    static let act = APIOperation<D3.Act, Int>(\"d3Act\", game: .d3, \"/a/{b}\")\n}", 2, "the operation `act` must be declared `package static let`"),
        ("extension D3.Operations {\n    public static let act = APIOperation<D3.Act, Int>(\"d3Act\", game: .d3, \"/a/{b}\")\n}", 2, "the operation `act` must be declared `package static let`"),
        ("extension D3.Operations {\n    package static let act: APIOperation<D3.Act, Int> = .init(\"d3Act\", game: .d3, \"/a/{b}\")\n}", 2, "declare `act` as"),
        ("extension D3 {\n    package static let act = APIOperation<D3.Act, Int>(\"d3Act\", game: .d3, \"/a/{b}\")\n}", 2, "the operation `act` must be declared directly inside `extension D3.Operations`"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(id, game: .d3, \"/a/{b}\")\n}", 2, "`act`: the first argument must be the catalogue id"),
        ("extension D3.Operations {\n\n    package static let act = APIOperation<D3.Act, Int>(\"d3Act\", game: .d3, \"/a/\\(b)\")\n}", 3, "`act`: the third argument must be the path template"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"d3Act\", \"/a/{b}\", game: .d3)\n}", 2, "`act`: the second argument must be `game:`"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"d3Act\", game: .d3, \"/a/{b}\", labels: names)\n}", 2, "`act`: write `labels:` as an array"),
        ("extension D3.Operations {\n    package static let act = APIOperation(\"d3Act\", game: .d3, \"/a/{b}\")\n}", 2, "`act`: write the model and argument types"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>.make(\"d3Act\")\n}", 2, "`act`: the declaration's initializer must follow"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int(\"d3Act\", game: .d3, \"/a/{b}\")\n}", 2, "`act`:"),
    ])
    func refused(source: String, line: Int, message: String) {
        do {
            let declarations = try read(source)
            Issue.record("read \(declarations.map(\.name)) from a form it should refuse")
        } catch {
            #expect(error.file == "Sources/X/File.swift")
            #expect(error.line == line)
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect(error.description.hasPrefix("Sources/X/File.swift:\(line): error: "))
        }
    }
}

@Suite("bnet-generate: labels", .timeLimit(.minutes(1)))
struct LabelRuleTests {
    @Test("one rule from the path parameters", arguments: [
        ("item", ["itemId"], ["id"]),
        ("itemMedia", ["itemId"], ["id"]),
        ("characterProfileSummary", ["realmSlug", "characterName"], ["realm", "name"]),
        ("mythicKeystoneLeaderboard", ["connectedRealmId", "dungeonId", "period"], ["connectedRealm", "dungeon", "period"]),
        ("hero", ["account", "heroId"], ["account", "id"]),
        ("mythicKeystoneAffix", ["keystoneAffixId"], ["id"]),
        ("pvpLeaderboard", ["pvpSeasonId", "pvpBracket"], ["season", "bracket"]),
        ("classicPvpLeaderboard", ["pvpRegionId", "pvpSeasonId", "pvpBracket"], ["region", "season", "bracket"]),
        ("characterPvpBracketStatistics", ["realmSlug", "characterName", "pvpBracket"], ["realm", "name", "bracket"]),
        ("eraLeaderboard", ["eraId", "leaderboardId"], ["era", "id"]),
        ("artisan", ["artisanSlug"], ["slug"]),
        ("recipe", ["artisanSlug", "recipeSlug"], ["artisan", "slug"]),
        ("characterHouse", ["realmSlug", "characterName", "houseNumber"], ["realm", "name", "number"]),
        ("guild", ["realmSlug", "nameSlug"], ["realm", "name"]),
        ("season", ["regionId"], ["region"]),
    ])
    func rule(method: String, parameters: [String], labels: [String]) {
        #expect(Labels.rule(method: method, parameters: parameters) == labels)
    }

    func operation(_ source: String, game: GameModule = GameModule.all[0]) throws -> Result<DeclaredOperation, Generator.Message> {
        let declaration = try #require(try DeclarationReader(file: "F.swift", source: source, namespace: game.namespace).declarations().first)
        return Generator.operation(declaration, game: game)
    }

    @Test func statedLabelsWinAndAreChecked() throws {
        let stated = try operation("extension D3.Operations { package static let hero = APIOperation<D3.Hero, BattleTag, Int>(\"d3ProfileHero\", game: .d3, \"/d3/profile/{account}/hero/{heroId}\", labels: [\"battleTag\", \"id\"]) }")
        #expect(try stated.get().swiftName == "hero(battleTag:id:)")
        let endingInId = try operation("extension D3.Operations { package static let hero = APIOperation<D3.Hero, Int>(\"d3X\", game: .d3, \"/x/{heroId}\", labels: [\"heroId\"]) }")
        #expect(throws: Generator.Message.self) { try endingInId.get() }
        let wrongCount = try operation("extension D3.Operations { package static let hero = APIOperation<D3.Hero, Int>(\"d3X\", game: .d3, \"/x/{heroId}\", labels: [\"a\", \"b\"]) }")
        #expect(throws: Generator.Message.self) { try wrongCount.get() }
        let reserved = try operation("extension D3.Operations { package static let raw = APIOperation<D3.Hero, Int>(\"d3X\", game: .d3, \"/x/{heroId}\") }")
        #expect(throws: Generator.Message.self) { try reserved.get() }
        let severalParameters = try operation("extension D3.Operations { package static let profile = APIOperation<D3.Hero, SC2.ProfileReference>(\"d3X\", game: .d3, \"/x/{regionId}/{realmId}/{profileId}\") }")
        #expect(throws: Generator.Message.self) { try severalParameters.get() }
    }

    @Test func aSearchTakesAQuery() throws {
        let wow = try #require(GameModule.all.first { $0.namespace == "WoW" })
        let search = try operation("extension WoW.Operations { package static let itemSearch = APIOperation<WoW.SearchPage<WoW.ItemSearchDocument>>(\"wowItemSearch\", game: .wow, \"/data/wow/search/item\") }", game: wow).get()
        #expect(search.isSearch)
        #expect(search.swiftName == "itemSearch(_:)")
        #expect(search.parameterList(query: wow.searchQuery) == "_ query: WoW.SearchQuery = WoW.SearchQuery()")
    }

    @Test func aSummarysRelativeLinksPointToTheEndpointBuilders() {
        let calls = ["auctionCommodities": "auctionCommodities()", "item": "item(id:)"]
        #expect(Generator.absoluteLinks("except commodities (``auctionCommodities``); see ``WoW/Item`` and ``Media``", namespace: "WoW", calls: calls)
                == "except commodities (``WoW/Endpoints/auctionCommodities()``); see ``WoW/Item`` and ``Media``")
        #expect(Generator.absoluteLinks("as ``item`` and ``unknown`` do", namespace: "WoW", calls: calls)
                == "as ``WoW/Endpoints/item(id:)`` and `unknown` do")
    }

    @Test func aKeywordLabelIsEscapedAsAParameterName() throws {
        let skill = try operation("extension D3.Operations { package static let skill = APIOperation<D3.SkillDetail, D3.HeroClass, String>(\"d3ApiSkill\", game: .d3, \"/d3/data/hero/{classSlug}/skill/{skillSlug}\") }").get()
        #expect(skill.swiftName == "skill(class:slug:)")
        #expect(skill.parameterList(query: nil) == "`class`: D3.HeroClass, slug: String")
        #expect(skill.forwardedArguments == "class: `class`, slug: slug")
    }
}

@Suite("bnet-generate: the package's own declarations", .timeLimit(.minutes(2)))
struct PackageDeclarationTests {
    @Test func everyDeclarationReadsAndEveryGeneratedListIsCurrent() throws {
        for game in GameModule.all {
            let (operations, problems) = try Generator.operations(of: game, root: packageRoot)
            #expect(problems.isEmpty, "\(problems.map(\.description))")
            #expect(operations.count > 10)
            for operation in operations {
                #expect(!operation.labels.contains { $0.hasSuffix("Id") || $0.hasSuffix("ID") || $0.hasSuffix("Slug") },
                        "\(operation.swiftName): a label ends in Id or Slug")
                #expect(operation.labels.count == operation.declaration.arguments.count || operation.isSearch)
            }
            let committed = try String(contentsOf: packageRoot.appendingPathComponent(game.output), encoding: .utf8)
            #expect(committed == Generator.operationList(game, operations), "\(game.output) is stale: run `swift run bnet-generate`")
        }
    }

    @Test func checkModeNamesAStaleFileAndWriteModeRewritesIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-generate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/BattleNetD3")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for game in GameModule.all.dropFirst() {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(game.sources), withIntermediateDirectories: true)
            try "".write(to: root.appendingPathComponent(game.output), atomically: true, encoding: .utf8)
        }
        try "// swift-tools-version: 6.0".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try DeclarationReaderTests.form.write(to: sources.appendingPathComponent("Act.swift"), atomically: true, encoding: .utf8)
        let list = root.appendingPathComponent("Sources/BattleNetD3/OperationList.swift")
        try "stale".write(to: list, atomically: true, encoding: .utf8)

        var errors: [String] = []
        let check = Command.run(["--check", "--root", root.path], environment: [:], output: { _ in }, errors: { errors.append($0) })
        #expect(check == 1)
        #expect(errors.contains { $0.hasPrefix("Sources/BattleNetD3/OperationList.swift: stale") })
        #expect(try String(contentsOf: list, encoding: .utf8) == "stale")

        // Under CI the write mode only checks.
        #expect(Command.run(["--root", root.path], environment: ["BNET_CI": "1"], output: { _ in }, errors: { _ in }) == 1)
        #expect(try String(contentsOf: list, encoding: .utf8) == "stale")

        #expect(Command.run(["--root", root.path], environment: [:], output: { _ in }, errors: { _ in }) == 0)
        let written = try String(contentsOf: list, encoding: .utf8)
        #expect(written.contains("public static func act(id: Int) -> BattleNetRequest<D3.Act>"))
        #expect(written.contains("public func hero(battleTag: BattleTag, id: Int) async throws -> D3.Hero"))
        #expect(written.contains("package static let all: [AnyAPIOperation]"))
        #expect(written.contains("extension OperationRepository where Game == D3 {"))
        #expect(Command.run(["--check", "--root", root.path], environment: ["BNET_CI": "1"], output: { _ in }, errors: { _ in }) == 0)

        // A declaration it cannot read stops it with file:line, and nothing is written.
        try "extension D3.Operations {\n    static let bad = APIOperation<D3.Act>(\"d3Bad\", game: .d3, \"/bad\")\n}\n"
            .write(to: sources.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        errors = []
        #expect(Command.run(["--root", root.path], environment: [:], output: { _ in }, errors: { errors.append($0) }) == 1)
        #expect(errors == ["Sources/BattleNetD3/Bad.swift:2: error: the operation `bad` must be declared `package static let`"])
        #expect(try String(contentsOf: list, encoding: .utf8) == written)
    }

    @Test func theMigrationTableHasARowPerOperation() throws {
        var lines: [String] = []
        #expect(Command.run(["--migration-table", "--root", packageRoot.path], environment: [:], output: { lines.append($0) }, errors: { _ in }) == 0)
        let rows = lines.joined(separator: "\n").split(separator: "\n")
        let count = try GameModule.all.map { try Generator.operations(of: $0, root: packageRoot).operations.count }.reduce(0, +)
        #expect(rows.count == 2 + count)
        #expect(rows.contains("| `WoW.Operations.item` | `client.wow.item(Int)` | `client.wow.item(id: Int)` |"))
        #expect(rows.contains("| `D3.Operations.hero` | `client.d3.hero(BattleTag, Int)` | `client.d3.hero(battleTag: BattleTag, id: Int)` |"))
    }
}
